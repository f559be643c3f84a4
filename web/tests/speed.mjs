// The page's speed as a player feels it, printed (figures, never limits): from navigation
// to the board drawn, and for each move made on the page, from the click to the new
// state shown (the revision after it, its board picture drawn). The page is the first
// seat's of a two-player game: it plays its turns (a lit cell, Confirm, No figure); after
// each it prints `turn`, and the test plays the other seat's and answers `go N`, N the
// revision then. `done` ends it; it prints the medians.
import { createInterface } from "node:readline";
import { performance } from "node:perf_hooks";
import { browse, url } from "./common.mjs";

const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

await browse({ viewport: { width: 1280, height: 800 } }, async (page) => {
  const loads = [];
  for (let i = 0; i < 5; i += 1) {
    const start = performance.now();
    await page.goto(url);
    await page.waitForSelector(".board[data-revision] .picture[src^='blob:']");
    loads.push(performance.now() - start);
  }
  const moves = [];
  /** Clicks `selector` and waits for the revision after it, its board drawn: the time it took. */
  const move = async (selector) => {
    const before = Number(await page.getAttribute("body", "data-revision"));
    const start = performance.now();
    await page.locator(selector).first().click();
    await page.waitForFunction((r) => Number(document.body.dataset.revision) > r, before);
    const now = await page.getAttribute("body", "data-revision");
    await page.waitForSelector(`.board[data-revision="${now}"]`);
    moves.push(performance.now() - start);
  };
  console.log("ready");
  for (;;) {
    await page.waitForSelector(".cell");
    await page.locator(".cell").first().click();
    await page.waitForSelector(".preview");
    await move(".actions button.primary");
    // A figure step with a choice (the engine skips one with none): No figure.
    if ((await page.locator(".choices button").count()) > 0) await move(".choices button:last-child");
    console.log("turn");
    const { value: line, done } = await lines.next();
    if (done || line === "done") break;
    const revision = line.replace(/^go /, "");
    await page.waitForFunction((r) => document.body.dataset.revision === r, revision);
  }
  console.log(`navigation to the board drawn: p50 ${median(loads).toFixed(0)} ms over ${loads.length} loads`);
  console.log(`a page move, click to the new state drawn: p50 ${median(moves).toFixed(1)} ms over ${moves.length} moves`);
});
input.close();
