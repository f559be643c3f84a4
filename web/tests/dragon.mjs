// Princess & Dragon's decisions on the page, each played as its player would on two
// pages open side by side (`twoPages` in common.mjs: Ann's on a desktop, Bob's on a
// phone), each through its mark on the board: a marked spot (the fairy's follower, the
// portal's feature, the princess's knight) or a lit cell (the dragon's next tile).
// Before each move, on the seat's page: the step has its mark; at a dragon step axe-core
// finds no violation, there is one lit cell per side offered, and the other page offers
// none; both pages draw the path flown and tell the flight (printed as `flight "…"`),
// and a side onto figures is warned on its cell and its button alike (printed as
// `warned N`). axe-core checks the flight told on both pages and, where there are, the
// warned cells and buttons, which must be there for it to check.
import { check, twoPages, violations } from "./common.mjs";

await twoPages("dragon", async ({ page, other, action, marked }) => {
  check(marked, `a mark on the board for ${action}`);
  if (!action.startsWith("dragon ")) return;
  const found = await violations(page);
  check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
  const sides = await page.locator('.choices button[data-action^="dragon "]').count();
  const cells = await page.locator(".marks .step-cell").count();
  check(cells === sides && cells > 0, `${cells} lit cells for ${sides} sides`);
  check((await other.locator(".marks .step-cell").count()) === 0, "the other page offers no cell");
  // The flight told beside the board and drawn on it on both pages; a side onto figures
  // warned on its cell and its button alike.
  for (const shown of [page, other]) {
    check((await shown.locator(".marks .path polyline").count()) === 1, "the path flown is drawn");
  }
  const flight = await page.locator(".path-told").textContent();
  check(flight === (await other.locator(".path-told").textContent()), "both pages tell the same flight");
  console.log(`flight ${JSON.stringify(flight)}`);
  const warned = await page.locator(".marks .step-cell.warned").count();
  const warnings = await page.locator('.choices button[data-action^="dragon "] .warning').count();
  check(warned === warnings, `${warned} striped cells for ${warnings} warned sides`);
  console.log(`warned ${warned}`);
  // The new elements themselves, axe-core's checks run on them (and none missing).
  const told = [".path-told", ".marks .path-holder"];
  const meals = warned > 0 ? [".marks .step-cell.warned", ".choices .warning"] : [];
  for (const [shown, within] of [[page, [...told, ...meals]], [other, told]]) {
    const onThem = await violations(shown, within);
    check(onThem.length === 0, `axe on ${within.join(", ")} at ${action}:\n${onThem.join("\n")}`);
  }
});
