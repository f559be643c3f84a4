// The Gold Mines' decision on the page, played as its player would on two pages open
// side by side (`twoPages` in common.mjs: Ann's on a desktop, Bob's on a phone): the
// second gold ingot put on one of the tiles around the gold tile, by its lit cell on the
// board. Before each move, on the seat's page: axe-core finds no violation; there is one
// lit cell per tile offered, each in the board's view; the other page offers none; and
// each tile's button names the ingot in French.
import { check, choice, inView, twoPages, violations } from "./common.mjs";

await twoPages("gold_mines", async ({ page, other, seat, action, marked }) => {
  check(action.startsWith("gold "), `a page move of the box: ${action}`);
  check(marked, `a mark on the board for ${action}`);
  const found = await violations(page);
  check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
  const buttons = page.locator('.choices button[data-action^="gold "]');
  const actions = await buttons.evaluateAll((all) => all.map((b) => b.dataset.action));
  const cells = await page.locator(".marks .step-cell").count();
  check(actions.length > 1 && cells === actions.length, `${cells} lit cells for ${actions.length} tiles`);
  check(await inView(page, marked.target), `the target of ${action} is in view on the ${seat === 0 ? "desktop" : "phone"}`);
  check((await other.locator(".marks .step-cell").count()) === 0, "the other page offers no cell");
  for (const offered of actions) {
    const words = (await choice(page, offered).textContent()).trim();
    check(/Lingot d'or\s:\s\S/u.test(words), `the button of ${offered}: ${words}`);
  }
});
