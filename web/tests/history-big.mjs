// The board after a move of a big board, in the history panel on a 360×740 phone: tapped
// open, move HISTORY_AFTER tapped, its picture opens framed on the move — the tile it
// placed inside the view and drawn at a finger's size or more (`tile-px PX`, `in-view
// yes`), the rest scrolled to; the whole-board toggle (`whole WORDS`, its pressed state
// heard) shows the whole board as wide as the panel (`whole-px PX`, a cell's size then),
// and by keyboard frames the move again; the view, focused by Tab, scrolls by arrow
// keys. Nothing scrolls sideways, every target of the panel is 44 px or more, axe-core
// finds nothing in it.
// With BOARD_SCREENSHOTS set, the framed and whole pictures are saved.
import { check, run, shots, TARGET, violations } from "./common.mjs";

/**
 * Nothing scrolls sideways and every button of the panel is TARGET px or more (the
 * board's tools behind it narrow on a 360 px phone by design, as board.css says).
 */
async function fits(page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(wide <= 0, `the page scrolls sideways by ${wide} px`);
  const small = await page.evaluate(
    (least) =>
      [...document.querySelectorAll("dialog.history button")]
        .map((b) => [b.textContent, b.getBoundingClientRect()])
        .filter(([, r]) => r.width > 0 && (r.width < least - 0.5 || r.height < least - 0.5))
        .map(([t, r]) => `${t} ${r.width}×${r.height}`),
    TARGET,
  );
  check(small.length === 0, `targets in the panel under ${TARGET} px: ${small.join(", ")}`);
}

const after = process.env.HISTORY_AFTER;
if (!after) throw new Error("HISTORY_AFTER is not set");
const phone = { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** The tile move `seq` placed, as drawn now: its side and whether it lies inside the picture's view. */
function tile(seq) {
  return (async () => {
    const headers = { "X-Board-Link": location.hash.slice(1), "X-Board-Api": "2" };
    const history = await (await fetch("api/history", { headers })).json();
    const move = history.moves.find((m) => String(m.seq) === seq);
    const img = document.querySelector("dialog.history img.after").getBoundingClientRect();
    const view = document.querySelector("dialog.history .past-view").getBoundingClientRect();
    const cell = img.width / (move.board.max[0] - move.board.min[0] + 3);
    const { x, y, span } = move.placed;
    const left = img.left + (x - move.board.min[0] + 1) * cell;
    const top = img.top + (y - move.board.min[1] + 1) * cell;
    const side = span * cell;
    const inside = left >= view.left - 0.5 && top >= view.top - 0.5 && left + side <= view.right + 0.5 && top + side <= view.bottom + 0.5;
    return { side, inside, cell, view: view.width };
  })();
}

await run(phone, async (page) => {
  await page.waitForSelector(".board[data-revision]");
  await page.locator("button.history-open").tap();
  await page.locator("dialog.history[open]").waitFor();
  await page.locator(`dialog.history button.move[data-seq="${after}"]`).tap();
  const pictured = (seq) => {
    const figure = document.querySelector("dialog.history figure");
    const img = figure?.querySelector("img.after");
    return figure?.dataset.seq === seq && !figure.hidden && img.complete && img.naturalWidth > 0;
  };
  await page.waitForFunction(pictured, after);
  await page.waitForSelector("dialog.history .past-view.framed");
  const framed = await page.evaluate(tile, after);
  console.log(`tile-px ${framed.side.toFixed(1)}`);
  console.log(`in-view ${framed.inside ? "yes" : "no"}`);
  await fits(page);
  const found = await violations(page, ["dialog.history"]);
  check(found.length === 0, `axe-core: ${found.join("; ")}`);
  if (shots) await page.screenshot({ path: `${shots}/web-history-framed.png` });

  // The whole board, by touch.
  const whole = page.locator("dialog.history button.whole");
  console.log(`whole ${await whole.textContent()}`);
  await whole.tap();
  check((await whole.getAttribute("aria-pressed")) === "true", "the toggle shows the whole board is shown");
  await page.waitForSelector("dialog.history .past-view:not(.framed)");
  const all = await page.evaluate(tile, after);
  console.log(`whole-px ${all.cell.toFixed(1)}`);
  check(all.inside, "the whole board holds the move's tile");
  await fits(page);
  if (shots) await page.screenshot({ path: `${shots}/web-history-whole.png` });

  // The move framed again, by keyboard; the view scrolled by arrow keys.
  await whole.focus();
  await page.keyboard.press("Enter");
  await page.waitForSelector("dialog.history .past-view.framed");
  check((await whole.getAttribute("aria-pressed")) === "false", "Enter frames the move again");
  await page.keyboard.press("Tab");
  check(await page.evaluate(() => document.activeElement?.matches("dialog.history .past-view") ?? false), "Tab reaches the framed view");
  const scrolled = () => document.querySelector("dialog.history .past-view").scrollLeft;
  const before = await page.evaluate(scrolled);
  const key = before > 0 ? "ArrowLeft" : "ArrowRight";
  await page.keyboard.press(key);
  await page.waitForFunction((b) => document.querySelector("dialog.history .past-view").scrollLeft !== b, before);
  console.log(`scrolled ${key}`);
});
