// The Tower's decisions on the page, each played as its player would on two pages open
// side by side (`twoPages` in common.mjs: Ann's on a desktop, Bob's on a phone): a piece
// or a meeple on top through the tower's lit cell, a capture through the captive's mark
// (a follower's spot, or the lit cell of the tower a meeple stands on), an exchange's
// choice and a ransom through their buttons. Before each move, on the seat's page: at a
// capture axe-core finds no violation, the captive is marked, and the other page offers
// no mark; a piece or a meeple on top has its tower's cell lit; on the phone, the lit
// cells of a figure step that asks for a tower are in view; a ransom's button names the
// holder by name.
import { check, choice, inView, twoPages, violations } from "./common.mjs";

await twoPages("tower", async ({ page, other, seat, action, marked }) => {
  const [verb, ...rest] = action.split(" ");
  if (verb === "capture") {
    const found = await violations(page);
    check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
    // A follower's spot is a ring in its owner's colour: the captive shows through it.
    const kind = rest.at(-1) === "tower" ? "step-cell" : "spot ring";
    check((await marked?.target.getAttribute("class")) === kind, `the captive is marked (${kind}) for ${action}`);
    check((await other.locator(".marks button").count()) === 0, "the other page offers no mark");
  }
  if (verb === "tower" || verb === "top") {
    check((await marked?.target.getAttribute("class")) === "step-cell", `the tower's cell is lit for ${action}`);
    if (seat === 1) check(await inView(page, marked.target), `the phone shows the tower's cell for ${action}`);
  }
  if (verb === "exchange" || verb === "ransom") check(marked === null, `no mark on the board for ${action}`);
  if (verb === "ransom") {
    // The holder named as the players know them, not by a seat's number.
    const words = await choice(page, action).textContent();
    check(words.includes("Ann") && !/place \d|seat \d/.test(words), `the ransom's button: ${words}`);
  }
});
