// A burst: bots answering at once, many moves in a second, while the page's link has
// spent its rate on reads (the test keeps it spent). Once the page is open and its live
// socket told it the revision, this prints `ready`; the test plays the burst and
// answers `moved N`, N the game's revision after it, when it is this seat's turn. Once
// the bot has refused one of the page's own requests (429: a burst that never met the
// limit would prove nothing about recovering from it), this prints `refused`, and the
// test stops spending. The page must end on revision N, its board and its tile in hand
// drawn, no notice left of the refused reads, and the seat's move must then go through
// from the page. Prints how many of the page's requests were refused on the way; `done`
// ends it.
import { createInterface } from "node:readline";
import { check, moved, run } from "./common.mjs";

const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

await run({ viewport: { width: 1280, height: 800 } }, async (page, _context, live) => {
  await page.waitForSelector(".board[data-revision]");
  await live;
  let refused = 0;
  let asked = 0;
  let firstRefusal;
  const met = new Promise((resolve) => {
    firstRefusal = resolve;
  });
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.includes("/api/")) return;
    asked += 1;
    if (response.status() === 429) {
      refused += 1;
      firstRefusal();
    }
  });
  console.log("ready");
  const { value: line } = await lines.next();
  const current = Number((line ?? "").replace(/^moved /, ""));
  check(line?.startsWith("moved ") && Number.isInteger(current), `told "${line}"`);
  await met;
  console.log("refused");
  try {
    await page.waitForFunction((r) => Number(document.body.dataset.revision) === r, current);
    await page.waitForSelector(`.board[data-revision="${current}"]`);
    await page.waitForSelector('.hand .tile[style*="blob:"]');
    await page.waitForFunction(() => (document.querySelector(".notice")?.textContent ?? "") === "");
  } catch (e) {
    const shown = await page.evaluate(() => ({
      page: document.body.dataset.revision,
      board: document.querySelector(".board")?.dataset.revision,
      notice: document.querySelector(".notice")?.textContent,
      tile: document.querySelector(".hand .tile")?.style.backgroundImage ?? null,
    }));
    throw new Error(`the page is behind revision ${current} (${refused} of ${asked} refused): ${JSON.stringify(shown)}: ${e}`);
  }
  await page.locator(".cell").first().click();
  await page.waitForSelector(".preview");
  await page.locator(".actions button.primary").click();
  await moved(page, current);
  console.log(`revision ${current} shown after a burst; ${refused} of the page's ${asked} requests refused`);
  const { value: last } = await lines.next();
  check(last === "done", `told "${last}"`);
});
input.close();
