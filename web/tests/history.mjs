// The history panel on a phone-sized page (390×844), by keyboard: Enter on its button
// opens it as a modal dialog with the focus inside; every move is listed in the
// channel's words; Enter on move HISTORY_AFTER (a past one) shows the whole board after
// it (its picture asked as `api/history.png?after=N`, named for a screen reader) with
// the points that move scored written on their features; nothing scrolls sideways and
// every target is 44 px or more; axe-core finds nothing in it; Escape closes it and the
// focus is back on its button. Prints `heading WORDS`, `close WORDS`, each move as
// `move SEQ LINE`, `shown SEQ ALT` for the board shown, `past-size W H` for its
// picture's pixels, and each `+N` written on it as `past-scored TEXT X Y` (its middle
// in board cells), for the Rust test to check. With BOARD_SCREENSHOTS set, the panel is
// saved.
import { PHONE, check, fits, run, shots, violations } from "./common.mjs";

const after = process.env.HISTORY_AFTER;
if (!after) throw new Error("HISTORY_AFTER is not set");

await run(PHONE, async (page) => {
  await page.waitForSelector(".board[data-revision]");
  const opener = page.locator("button.history-open");
  await opener.focus();
  await page.keyboard.press("Enter");
  const sheet = page.locator("dialog.history[open]");
  await sheet.waitFor();
  check(await sheet.evaluate((d) => d.contains(document.activeElement)), "the focus is in the panel");
  const moves = await page.evaluate(() =>
    [...document.querySelectorAll("dialog.history button.move")].map((b) => `${b.dataset.seq} ${b.textContent}`),
  );
  check(moves.length > 0, "moves are listed");
  // The past move's board, by keyboard: its button focused, then Enter.
  await page.locator(`dialog.history button.move[data-seq="${after}"]`).focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction((seq) => {
    const figure = document.querySelector("dialog.history figure");
    const img = figure?.querySelector("img.after");
    return figure?.dataset.seq === seq && !figure.hidden && img.complete && img.naturalWidth > 0;
  }, after);
  // The points are written once the picture is laid out.
  await page.waitForFunction(() => document.querySelectorAll("dialog.history .past .scored").length > 0);
  await fits(page);
  const found = await violations(page, ["dialog.history"]);
  check(found.length === 0, `axe-core: ${found.join("; ")}`);
  const read = await page.evaluate(async () => {
    const headers = { "X-Board-Link": location.hash.slice(1), "X-Board-Api": "2" };
    const figure = document.querySelector("dialog.history figure");
    const history = await (await fetch("api/history", { headers })).json();
    const move = history.moves.find((m) => String(m.seq) === figure.dataset.seq);
    const img = figure.querySelector("img.after");
    const picture = img.getBoundingClientRect();
    const cell = picture.width / (move.board.max[0] - move.board.min[0] + 3);
    const scored = [...figure.querySelectorAll(".scored")].map((b) => {
      const r = b.getBoundingClientRect();
      const x = (r.left + r.width / 2 - picture.left) / cell + move.board.min[0] - 1;
      const y = (r.top + r.height / 2 - picture.top) / cell + move.board.min[1] - 1;
      return `${b.textContent} ${x.toFixed(3)} ${y.toFixed(3)}`;
    });
    return {
      heading: document.querySelector("dialog.history h2").textContent,
      close: document.querySelector("dialog.history button.close").textContent,
      seq: figure.dataset.seq,
      alt: img.alt,
      size: `${img.naturalWidth} ${img.naturalHeight}`,
      scored,
    };
  });
  console.log(`heading ${read.heading}`);
  console.log(`close ${read.close}`);
  for (const move of moves) console.log(`move ${move}`);
  console.log(`shown ${read.seq} ${read.alt}`);
  console.log(`past-size ${read.size}`);
  for (const scored of read.scored) console.log(`past-scored ${scored}`);
  if (shots) await page.screenshot({ path: `${shots}/web-history-${after}.png` });
  await page.keyboard.press("Escape");
  await page.waitForSelector("dialog.history:not([open])", { state: "attached" });
  const back = await page.evaluate(() => document.activeElement?.classList.contains("history-open") ?? false);
  check(back, "the focus is back on the history's button");
});
