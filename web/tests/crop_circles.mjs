// Crop Circles' decisions on the page, played as their players would on two pages open
// side by side (`twoPages` in common.mjs: Ann's on a desktop, Bob's on a phone): the
// placer's choice by its button (no mark on the board: it points at nothing), then a
// follower added or taken back by its numbered spot on the board. Before each move, on
// the seat's page: axe-core finds no violation; each answer's button speaks French; a
// spot's target is in the board's view.
import { check, choice, inView, twoPages, violations } from "./common.mjs";

await twoPages("crop_circles", async ({ page, seat, action, marked }) => {
  const found = await violations(page);
  check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
  const words = (await choice(page, action).textContent()).trim();
  if (action.startsWith("crop ")) {
    check(!marked, `no mark on the board for ${action}`);
    check(/^Chaque joueur (ajoute|reprend) un suiveur$/u.test(words), `the button of ${action}: ${words}`);
    return;
  }
  check(action.startsWith("add ") || action.startsWith("remove "), `a page move of the box: ${action}`);
  check(marked, `a mark on the board for ${action}`);
  check(await inView(page, marked.target), `the target of ${action} is in view on the ${seat === 0 ? "desktop" : "phone"}`);
  check(/^(\S+\s)?(Ajouter|Reprendre) (un|le) meeple\s:\s\S/u.test(words), `the button of ${action}: ${words}`);
});
