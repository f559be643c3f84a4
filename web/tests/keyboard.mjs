// A turn played with the keyboard alone: Tab to the board (one tab stop), arrows between
// the lit cells, Enter to place the tile there, R to turn it, Enter to confirm; then Tab
// to the first spot's button and Enter. Whatever has the focus shows it, and the focus
// never falls back to the page's start when the button pressed goes.
import { check, moved, revision, run } from "./common.mjs";

/** Presses Tab until `selector` has the focus (at most `most` times). */
async function tabTo(page, selector, most = 40) {
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** Whether the focused element shows an outline or a focus ring. */
async function focusShows(page) {
  return page.evaluate(() => {
    const style = getComputedStyle(document.activeElement);
    return style.outlineStyle !== "none" || style.boxShadow !== "none";
  });
}

await run({ viewport: { width: 1280, height: 800 } }, async (page) => {
  const start = await revision(page);
  await tabTo(page, ".viewport");
  check(await focusShows(page), "the board shows its focus");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowDown");
  const active = await page.getAttribute(".viewport", "aria-activedescendant");
  check(active?.startsWith("cell-"), `an arrow makes a lit cell active: ${active}`);
  await page.keyboard.press("Enter");
  await page.waitForSelector(".preview");
  const first = await page.locator(".rotation").textContent();
  const rotations = await page.evaluate(() => document.querySelector(".actions button.primary")?.previousElementSibling?.disabled);
  await page.keyboard.press("r");
  if (!rotations) await page.waitForFunction((t) => document.querySelector(".rotation")?.textContent !== t, first);
  await page.keyboard.press("Enter");
  const now = await moved(page, start);
  // The focus stays where the next action is: on the board, which took the Enter.
  check(await page.evaluate(() => document.activeElement?.matches(".viewport")), "the board keeps the focus");
  await tabTo(page, ".spot, .choices button");
  check(await focusShows(page), "a focused button shows its focus");
  await page.keyboard.press("Enter");
  await moved(page, now);
  // The button pressed is gone: the focus went where the next action is, not to the page's start.
  const focused = await page.evaluate(() => document.activeElement?.className ?? "body");
  check(await page.evaluate(() => document.activeElement !== document.body), `the focus fell to the page: ${focused}`);
});
