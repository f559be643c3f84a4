// The history panel on a phone-sized page (390×844), by keyboard: Enter on its button
// opens it as a modal dialog with the focus inside; every move is listed in the
// channel's words; Enter on a move shows the board after it (its picture asked as
// `api/history.png?after=N`, named for a screen reader); nothing scrolls sideways and
// every target is 44 px or more; axe-core finds nothing in it; Escape closes it and the
// focus is back on its button. Prints `heading WORDS`, `close WORDS`, each move as
// `move SEQ LINE`, and `shown SEQ ALT` for the board shown, for the Rust test to check.
import { check, fits, run, violations } from "./common.mjs";

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

await run(phone, async (page) => {
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
  // The last move's board, by keyboard: its button focused, then Enter.
  const last = page.locator("dialog.history button.move").last();
  await last.focus();
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => {
    const img = document.querySelector("dialog.history img.after");
    return img && !img.closest("[hidden]") && img.complete && img.naturalWidth > 0;
  });
  await fits(page);
  const found = await violations(page, ["dialog.history"]);
  check(found.length === 0, `axe-core: ${found.join("; ")}`);
  const read = await page.evaluate(() => ({
    heading: document.querySelector("dialog.history h2").textContent,
    close: document.querySelector("dialog.history button.close").textContent,
    seq: document.querySelector("dialog.history figure").dataset.seq,
    alt: document.querySelector("dialog.history img.after").alt,
  }));
  console.log(`heading ${read.heading}`);
  console.log(`close ${read.close}`);
  for (const move of moves) console.log(`move ${move}`);
  console.log(`shown ${read.seq} ${read.alt}`);
  await page.keyboard.press("Escape");
  await page.waitForSelector("dialog.history:not([open])", { state: "attached" });
  const back = await page.evaluate(() => document.activeElement?.classList.contains("history-open") ?? false);
  check(back, "the focus is back on the history's button");
});
