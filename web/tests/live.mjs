// A move made elsewhere (a slash command, another process's page) shows on the open page
// without a reload. Once the page is open and its live socket has told it the revision,
// this prints `ready`; the test makes the move and answers `moved NAME` on our input.
// The page must then show a later revision, its board, and the last move told in words
// naming NAME — in the same document (no reload), having asked for the game once (the
// feed may tell a revision twice: that is no news). Prints the time from `moved` to the
// page showing it: a figure, not a limit.
import { createInterface } from "node:readline";
import { check, moved, revision, run } from "./common.mjs";

const input = createInterface({ input: process.stdin });
const told = new Promise((resolve) => input.once("line", resolve));

await run({ viewport: { width: 1280, height: 800 } }, async (page, _context, live) => {
  await page.waitForSelector(".board[data-revision]");
  await live;
  const start = await revision(page);
  const before = await page.locator(".last").textContent();
  await page.evaluate(() => {
    window.stayed = true;
  });
  let asked = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/api/game")) asked += 1;
  });
  console.log("ready");
  const line = await told;
  const since = performance.now();
  const mover = line.replace(/^moved /, "");
  check(line.startsWith("moved ") && mover.length > 0, `told "${line}"`);
  const now = await moved(page, start);
  await page.waitForFunction(
    ([b, m]) => {
      const last = document.querySelector(".last")?.textContent ?? "";
      return last !== b && last.includes(m);
    },
    [before, mover],
  );
  const ms = performance.now() - since;
  check(await page.evaluate(() => window.stayed === true), "the page was reloaded");
  check(asked === 1, `the game asked for ${asked} times for one move`);
  console.log(`revision ${start} → ${now} shown with the last move after ${ms.toFixed(0)} ms`);
});
input.close();
