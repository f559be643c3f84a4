// The Ferries' decisions on the page, played as their player would on two pages open side
// by side (`twoPages` in common.mjs: Ann's on a desktop, Bob's on a phone): a new lake's
// ferry put on two of its road ends, and a ferry a road reaches moved, each by its lake's
// lit cell on the board and then its button (several ferries share a lake). Before each
// move, on the seat's page: axe-core finds no violation; the lake is lit, in the board's
// view; the other page offers none; and each ferry's button names it in French.
import { check, choice, inView, twoPages, violations } from "./common.mjs";

await twoPages("ferries", async ({ page, other, seat, action, marked }) => {
  check(action.startsWith("ferry "), `a page move of the box: ${action}`);
  check(marked, `a mark on the board for ${action}`);
  const found = await violations(page);
  check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
  const buttons = page.locator('.choices button[data-action^="ferry "]');
  const actions = await buttons.evaluateAll((all) => all.map((b) => b.dataset.action));
  const cells = await page.locator(".marks .step-cell").count();
  check(actions.length > 1 && cells >= 1 && cells <= actions.length, `${cells} lit lakes for ${actions.length} ferries`);
  check(await inView(page, marked.target), `the target of ${action} is in view on the ${seat === 0 ? "desktop" : "phone"}`);
  check((await other.locator(".marks .step-cell").count()) === 0, "the other page offers no lake");
  for (const offered of actions) {
    const words = (await choice(page, offered).textContent()).trim();
    check(/Bac/u.test(words), `the button of ${offered}: ${words}`);
  }
});
