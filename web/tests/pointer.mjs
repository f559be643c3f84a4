// A turn played with a mouse on a desktop-sized page: a lit cell clicked (the tile shows
// there), clicked again (it turns), confirmed; the move taken back with Undo and made
// again; then a spot marked on the tile clicked for a figure.
import { check, moved, revision, run, shots } from "./common.mjs";

await run({ viewport: { width: 1280, height: 800 } }, async (page) => {
  await page.waitForSelector(".board[data-revision]");
  const start = await revision(page);
  const cells = await page.locator(".cell").count();
  check(cells > 0, "lit cells where the tile fits");
  await page.locator(".cell").first().click();
  await page.waitForSelector(".preview");
  const turned = await page.locator(".rotation").textContent();
  const rotate = page.locator(".actions").getByRole("button", { name: /rotate|tourner/i });
  if (await rotate.isEnabled()) {
    await page.locator(".preview").click({ force: true });
    await page.waitForFunction((t) => document.querySelector(".rotation")?.textContent !== t, turned);
  }
  await page.locator(".actions button.primary").click();
  let now = await moved(page, start);
  await page.waitForSelector("button.undo");
  await page.locator("button.undo").click();
  now = await moved(page, now);
  await page.waitForSelector(".cell");
  await page.locator(".cell").first().click();
  await page.locator(".actions button.primary").click();
  now = await moved(page, now);
  await page.waitForSelector(".spot");
  if (shots) await page.screenshot({ path: `${shots}/web-desktop.png` });
  await page.locator(".spot").first().click();
  await moved(page, now);
  await page.waitForFunction(() => document.querySelectorAll(".spot").length === 0);
});
