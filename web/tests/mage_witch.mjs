// Mage & Witch's decisions on the page, each played as its player would on two pages
// open side by side (`twoPages` in common.mjs: Ann's on a desktop, Bob's on a phone):
// the mage or the witch placed after a magic tile, and moved apart after a tile joined
// the two, each by its marked spot on the road or city it goes to. Before each move, on
// the seat's page: axe-core finds no violation; the target is marked as a spot, a
// finger's size (44 × 44 CSS px at least) and in the board's view; every road and city
// the figure may go to is marked; and the other page offers no mark.
import { TARGET, check, choice, inView, mark, twoPages, violations } from "./common.mjs";

await twoPages("mage_witch", async ({ page, other, seat, action, marked }) => {
  const [verb] = action.split(" ");
  check(verb === "mage" || verb === "witch", `a page move of the box: ${action}`);
  const found = await violations(page);
  check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
  const classes = ((await marked?.target.getAttribute("class")) ?? "").split(" ");
  check(classes.includes("spot"), `the target of ${action} is marked (spot): ${classes.join(" ")}`);
  const box = await marked.target.boundingBox();
  check(
    box !== null && box.width >= TARGET - 0.5 && box.height >= TARGET - 0.5,
    `the target of ${action} is ${box?.width}×${box?.height} px`,
  );
  check(await inView(page, marked.target), `the target of ${action} is in view on the ${seat === 0 ? "desktop" : "phone"}`);
  check((await other.locator(".marks button, .marks [role=option]").count()) === 0, "the other page offers no mark");
  // Every place a figure may go to is marked on the board: each button's words name a mark.
  const buttons = page.locator('.choices button[data-action^="mage "], .choices button[data-action^="witch "]');
  const actions = await buttons.evaluateAll((all) => all.map((b) => b.dataset.action));
  check(actions.length > 0, `the figures' places offered at ${action}`);
  for (const offered of actions) {
    check((await mark(page, offered)) !== null, `${offered} is marked on the board`);
    // Its button names the figure in French (after the mark's number), then the feature.
    const words = (await choice(page, offered).textContent()).trim();
    check(/^(?:\S\s)?(Mage|Sorcière)\s:\s\S/u.test(words), `the button of ${offered}: ${words}`);
  }
});
