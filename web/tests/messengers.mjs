// The Messengers' decisions on the page, played as their player would on two pages open
// side by side (`twoPages` in common.mjs: Ann's on a desktop, Bob's on a phone): the
// figure the points move, then the message drawn, carried out or sealed, each by its
// button (they point at nothing on the board). Before each move, on the seat's page:
// axe-core finds no violation; the move's button is worded in French; the other page
// offers no button of the box (a message's uses are its holder's alone).
import { check, choice, twoPages, violations } from "./common.mjs";

const MOVES = /^(advance (meeple|messenger)|message|seal)$/u;

await twoPages("messengers", async ({ page, other, action, marked }) => {
  check(MOVES.test(action), `a page move of the box: ${action}`);
  check(!marked, `no mark on the board for ${action}`);
  const found = await violations(page);
  check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
  const words = (await choice(page, action).textContent()).trim();
  check(/^(Avancer votre (pion de score|héraut)|Exécuter votre missive|Prendre le sceau \(2 points\))$/u.test(words), `the button of ${action}: ${words}`);
  const theirs = other.locator('.choices button[data-action^="advance "], .choices button[data-action="message"], .choices button[data-action="seal"]');
  check((await theirs.count()) === 0, "the other page offers none of the box's moves");
});
