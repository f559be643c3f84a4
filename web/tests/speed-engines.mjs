// A page move's speed in ENGINE (`webkit` by default, as Discord for iOS runs the page;
// or `chromium`), driven as `browsers.mjs` drives both, printed (figures, never limits):
// for each move made on the page, from the click to the new state shown, read on the
// page's own clock as `speed.mjs` reads it in Chromium (`performance.now()` at the
// click's pointerdown, then at the first change of the page's revision and of its
// board's shown revision). The page is the first seat's of a two-player game on a
// desktop-sized window: it plays its turns (a lit cell, Confirm, No figure); after each
// it prints `turn`, and the test plays the other seat's and answers `go N`, N the
// revision then. `done` ends it; it prints the median.
import { createInterface } from "node:readline";
import { browser } from "./browsers.mjs";
import { check, url } from "./common.mjs";

const engine = process.env.ENGINE ?? "webkit";
const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

/**
 * The page's clock, set in the page once it is open (WebDriver runs no script before a
 * page's own): a click's pointerdown starts a move, the page's first change of
 * revision and of its board's shown revision after it are marked.
 */
function clock() {
  const marks = { click: 0, revision: 0, shown: 0 };
  window.__speed = marks;
  addEventListener("pointerdown", () => Object.assign(marks, { click: performance.now(), revision: 0, shown: 0 }), true);
  new MutationObserver((changes) => {
    for (const c of changes) {
      if (c.target.getAttribute(c.attributeName) === c.oldValue) continue;
      const key = c.target === document.body ? "revision" : "shown";
      if (marks.click && !marks[key]) marks[key] = performance.now();
    }
  }).observe(document.body, { attributes: true, attributeFilter: ["data-revision", "data-shown"], attributeOldValue: true, subtree: true });
  return true;
}

const driven = await browser(engine, { width: 1280, height: 800 });
try {
  const opened = await driven.open();
  await opened.goto(url);
  const page = opened.top;
  await page.until(() => document.querySelector(".board[data-revision] .picture[src^='blob:']") !== null);
  await page.evaluate(clock);
  /** Each move's time from its click to the new state shown, board included, on the page's clock. */
  const moves = [];
  /** Clicks `selector` (a move) and waits for the revision after it, its board shown: its time, read in the page. */
  const move = async (selector) => {
    const was = await page.evaluate(() => Number(document.body.dataset.revision));
    await page.click(selector);
    await page.until((r) => {
      const now = document.body.dataset.revision;
      return Number(now) > r && document.querySelector(`.board[data-shown="${now}"]`) !== null;
    }, was);
    const m = await page.evaluate(() => window.__speed);
    check(m.click > 0 && m.revision > 0, `the page's clock marked the move: ${JSON.stringify(m)}`);
    moves.push(Math.max(m.revision, m.shown) - m.click);
  };
  console.log("ready");
  for (;;) {
    // The first lit cell wholly in the board's view (those out of it are an edge marker away).
    const cell = await page.until(() => {
      const view = document.querySelector(".board .viewport").getBoundingClientRect();
      const inside = (r) => r.left >= view.left && r.top >= view.top && r.right <= view.right && r.bottom <= view.bottom;
      return [...document.querySelectorAll(".marks .cell[role=option]")].find((c) => inside(c.getBoundingClientRect()))?.id;
    });
    await page.click(`#${cell}`);
    await page.until(() => document.querySelector(".preview") !== null);
    await move(".actions button.primary");
    // A figure step with a choice (the engine skips one with none): No figure.
    if (await page.evaluate(() => document.querySelectorAll(".choices button").length > 0)) {
      await move(".choices button:last-child");
    }
    console.log("turn");
    const { value: line, done } = await lines.next();
    if (done || line === "done") break;
    const revision = line.replace(/^go /, "");
    await page.until((r) => document.body.dataset.revision === r, revision);
  }
  console.log(`a page move in ${engine}, click to the new state shown, board included: p50 ${median(moves).toFixed(1)} ms over ${moves.length} moves`);
} finally {
  await driven.close();
  input.close();
}
