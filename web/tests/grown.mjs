// A tile confirmed on a phone (390×844, touch) at a lit cell north or west of the board,
// which grows the board that way: until the picture of the board after the move comes
// (held here), the placed tile is drawn where it was put — at the same cells of the
// picture before the move as the lit cell tapped — not one cell off over the start tile,
// and the next step's spots lie on it. Then the new picture comes and takes its place.
import { check, moved, revision, run, shots } from "./common.mjs";

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/** Where `selector`'s box lies from the board picture's north-west corner, in cells of `cell` px. */
function fromPicture(page, selector) {
  return page.evaluate((selector) => {
    const r = document.querySelector(selector).getBoundingClientRect();
    const p = document.querySelector(".board .picture").getBoundingClientRect();
    return { x: (r.left - p.left) / r.width, y: (r.top - p.top) / r.height, box: { left: r.left, top: r.top, right: r.right, bottom: r.bottom } };
  }, selector);
}

await run(phone, async (page) => {
  await page.waitForSelector(".board[data-revision]");
  const start = await revision(page);
  const cells = await page.locator(".marks .cell[role=option]").evaluateAll((nodes) => nodes.map((n) => n.dataset.cell));
  const growing = cells.find((c) => c.split(",").map(Number).some((v) => v < 0));
  check(growing, `a lit cell north or west of the board among ${cells.join(" ")}`);
  const cell = `.marks .cell[data-cell="${growing}"]`;
  await page.locator(cell).tap();
  await page.waitForSelector(`${cell}[aria-selected=true]`);
  const before = await fromPicture(page, cell);
  // The board's pictures held from now on: the move's answer comes, its picture not.
  const held = [];
  await page.route(/\/api\/board-only\.png/, (route) => {
    held.push(route);
  });
  await page.locator(".board .near button.primary").tap();
  await page.waitForFunction((r) => Number(document.body.dataset.revision) > r, start);
  await page.waitForSelector(".marks .placed");
  const placed = await fromPicture(page, ".marks .placed");
  if (shots) await page.screenshot({ path: `${shots}/web-grown-held.png` });
  check(
    Math.abs(placed.x - before.x) < 0.05 && Math.abs(placed.y - before.y) < 0.05,
    `the placed tile lies ${placed.x.toFixed(2)}, ${placed.y.toFixed(2)} cells from the picture's corner, the lit cell tapped ${before.x.toFixed(2)}, ${before.y.toFixed(2)}`,
  );
  // The figure step's spots on the tile placed (pushed apart at most a target's half off it).
  const spots = await page.locator(".marks .spot").evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
    }),
  );
  check(spots.length > 0, "the figure step's spots are marked");
  const b = placed.box;
  const off = spots.filter((s) => s.x < b.left - 22 || s.x > b.right + 22 || s.y < b.top - 22 || s.y > b.bottom + 22);
  check(off.length === 0, `spots off the tile placed: ${JSON.stringify(off)} of ${JSON.stringify(b)}`);
  for (const route of held) await route.continue();
  await page.unroute(/\/api\/board-only\.png/);
  await moved(page, start);
  await page.waitForFunction(() => document.querySelector(".marks .placed") === null);
});
