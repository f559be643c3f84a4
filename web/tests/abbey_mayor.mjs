// Abbey & Mayor's decisions on the page, each played as its player would on two pages
// open side by side (`twoPages` in common.mjs: Ann's on a desktop, Bob's on a phone):
// the abbey tile chosen on the hole's lit cell, then placed on it, lit again as the
// cell where the tile fits and already holding it (the page put it where it was chosen);
// a tile placed by keyboard alone, at a lit cell that waits for it; the mayor, the wagon
// and the barn each on its marked spot
// (the barn's at the corner where four fields meet); the wagon's move on the marked spot
// of the feature it goes to. Before each move, on the seat's page: its target is marked
// (a lit cell for the abbey tile's choice and its placement, a spot for the others), a
// finger's size (44 × 44 CSS px at least) and in the board's view, and axe-core finds
// no violation; the hole alone is lit for the abbey tile, the wagon's moves are marked
// each, and the other page offers no mark.
import { TARGET, check, inView, twoPages, violations } from "./common.mjs";

/** The class of the mark each verb's move is played through. */
const MARKS = { abbey: "step-cell", place: "cell", mayor: "spot", wagon: "spot", barn: "spot" };

/** The verb of the move before, on either page. */
let before = "";

await twoPages("abbey_mayor", async ({ page, other, seat, action, marked }) => {
  const [verb] = action.split(" ");
  const chosen = before === "abbey";
  before = verb;
  const found = await violations(page);
  check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
  const kind = MARKS[verb];
  check(kind, `a page move of the box: ${action}`);
  const classes = ((await marked?.target.getAttribute("class")) ?? "").split(" ");
  check(classes.includes(kind), `the target of ${action} is marked (${kind}): ${classes.join(" ")}`);
  const box = await marked.target.boundingBox();
  check(
    box !== null && box.width >= TARGET - 0.5 && box.height >= TARGET - 0.5,
    `the target of ${action} is ${box?.width}×${box?.height} px`,
  );
  check(await inView(page, marked.target), `the target of ${action} is in view on the ${seat === 0 ? "desktop" : "phone"}`);
  check((await other.locator(".marks button, .marks [role=option]").count()) === 0, "the other page offers no mark");
  if (verb === "abbey" || (verb === "place" && chosen)) {
    // The hole alone is lit: to choose the abbey tile, then where it fits.
    const cells = await page.locator(`.marks .${kind}`).count();
    check(cells === 1, `${cells} lit cells for ${action}`);
  }
  if (verb === "place") {
    // The abbey tile is put at the hole it was chosen at; any other tile waits for a tap.
    const put = (await marked.target.getAttribute("aria-selected")) === "true";
    check(put === chosen, `the tile in hand is ${put ? "" : "not "}put at ${action} before a tap`);
  }
  if (/^wagon -?\d/.test(action)) {
    // Every feature the wagon may go to is marked on the board, home by its button alone.
    const moves = await page.locator('.choices button[data-action^="wagon "]').count();
    const spots = await page.locator(".marks .spot").count();
    check(spots === moves - 1 && spots > 0, `${spots} marked features for ${moves - 1} moves`);
  }
});
