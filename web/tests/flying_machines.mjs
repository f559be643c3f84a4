// The Flying Machines' decisions on the page, played as their players would on two pages
// open side by side (`twoPages` in common.mjs: Ann's on a desktop, Bob's on a phone): the
// flight by its button (numbered as the tile just placed, where the machine is; the die
// decides where it goes), then the landing by its numbered spot on the board. Before each move, on the seat's
// page: axe-core finds no violation; each answer's button speaks French; a landing's
// target is in the board's view.
import { check, choice, inView, twoPages, violations } from "./common.mjs";

await twoPages("flying_machines", async ({ page, seat, action, marked }) => {
  const found = await violations(page);
  check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
  const words = (await choice(page, action).textContent()).trim();
  if (action.startsWith("fly")) {
    check(/^(\S+\s)?Envoyer (un|le) \S.* dans la machine volante$/u.test(words), `the button of ${action}: ${words}`);
    return;
  }
  check(action.startsWith("land "), `a page move of the box: ${action}`);
  check(marked, `a mark on the board for ${action}`);
  check(await inView(page, marked.target), `the target of ${action} is in view on the ${seat === 0 ? "desktop" : "phone"}`);
  check(/^(\S+\s)?Atterrir\s:\s\S/u.test(words), `the button of ${action}: ${words}`);
});
