// A figure step passed by mouse where nothing scores: the bot answers that the board's
// picture before the move still shows the game (`picture`), and the page lets the
// picture it holds stand for the new state at once, in the same pass that draws the new
// state's words — not after asking for the same picture again.
import { check, moved, revision, run } from "./common.mjs";

await run({ viewport: { width: 1280, height: 800 } }, async (page, context) => {
  // The board's revision at the moment the page shows a new revision (its words drawn).
  await context.addInitScript(() => {
    window.__boardAtRevision = {};
    addEventListener("DOMContentLoaded", () => {
      new MutationObserver(() => {
        const board = document.querySelector(".board");
        window.__boardAtRevision[document.body.dataset.revision] ??= board?.dataset.revision ?? null;
      }).observe(document.body, { attributes: true, attributeFilter: ["data-revision"] });
    });
  });
  await page.reload();
  await page.waitForSelector(".board[data-revision]");
  const start = await revision(page);
  await page.locator(".cell").first().click();
  await page.waitForSelector(".preview");
  await page.locator(".actions button.primary").click();
  const placed = await moved(page, start);
  await page.waitForSelector(".choices button");
  const answered = page.waitForResponse((r) => r.url().includes("/api/act"));
  await page.locator(".choices button:last-child").click();
  const answer = await (await answered).json();
  check(answer.picture === placed && answer.revision > placed, `the pass kept the picture: ${JSON.stringify([answer.picture, answer.revision, placed])}`);
  await moved(page, placed);
  const board = await page.evaluate((r) => window.__boardAtRevision[r], String(answer.revision));
  check(board === String(answer.revision), `the picture held stood for the new state as it was drawn: board at ${board}`);
});
