// The page's speed as a player feels it, printed (figures, never limits): from navigation
// to the board drawn, and for each move made on the page, from the click to the new
// state shown (the revision after it, its board picture drawn). The page is the first
// seat's of a two-player game: it plays its turns (a lit cell, Confirm, No figure); after
// each it prints `turn`, and the test plays the other seat's and answers `go N`, N the
// revision then. `done` ends it; it prints the medians.
//
// With SPEED_BEFORE naming another build of the page's script (an earlier `board.js`),
// the same run measures both, in turn: every other navigation, and every other turn
// (the page opened afresh for each), is served that script instead of the bot's; each
// figure is then printed for `before` (that script) and `after` (the bot's).
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { performance } from "node:perf_hooks";
import { browse, url } from "./common.mjs";

const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const before = process.env.SPEED_BEFORE ? readFileSync(process.env.SPEED_BEFORE, "utf8") : null;
/** The builds measured: the bot's alone, or the earlier one and the bot's, in turn. */
const builds = before ? ["before", "after"] : ["now"];

await browse({ viewport: { width: 1280, height: 800 } }, async (page, context) => {
  /** The build the page is served now. */
  let build = builds[0];
  if (before) {
    await context.route(/\/board\.js(\?|$)/, (route) =>
      build === "before"
        ? route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: before })
        : route.continue(),
    );
  }
  // Where a move's time goes, read in the page: the click, each request's start and end
  // (Resource Timing), the page's new revision and its board picture shown.
  await context.addInitScript(() => {
    const marks = { click: 0, revision: 0, shown: 0, drawn: 0 };
    window.__speed = marks;
    addEventListener("pointerdown", () => Object.assign(marks, { click: performance.now(), revision: 0, shown: 0, drawn: 0 }), true);
    addEventListener("DOMContentLoaded", () => {
      new MutationObserver((changes) => {
        for (const c of changes) {
          if (c.target.getAttribute(c.attributeName) === c.oldValue) continue;
          const key = c.target === document.body ? "revision" : c.attributeName === "data-shown" ? "shown" : "drawn";
          if (!marks[key]) marks[key] = performance.now();
        }
      }).observe(document.body, { attributes: true, attributeFilter: ["data-revision", "data-shown"], attributeOldValue: true, subtree: true });
    });
  });
  /** Each move's phases, in ms from its click, by build. */
  const phases = Object.fromEntries(builds.map((b) => [b, []]));
  const loads = Object.fromEntries(builds.map((b) => [b, []]));
  const moves = Object.fromEntries(builds.map((b) => [b, []]));
  /** Opens the page afresh with `b`'s script: the time to its board drawn. */
  const open = async (b) => {
    build = b;
    const start = performance.now();
    await page.goto(url);
    await page.waitForSelector(".board[data-revision] .picture[src^='blob:']");
    return performance.now() - start;
  };
  for (let i = 0; i < 5 * builds.length; i += 1) {
    const b = builds[i % builds.length];
    loads[b].push(await open(b));
  }
  /**
   * Clicks `selector` (a move of `kind`) and waits for the revision after it, its board
   * drawn: the time it took, and in the page the time to each phase.
   */
  const move = async (selector, kind) => {
    const was = Number(await page.getAttribute("body", "data-revision"));
    const start = performance.now();
    await page.locator(selector).first().click();
    await page.waitForFunction((r) => Number(document.body.dataset.revision) > r, was);
    const now = await page.getAttribute("body", "data-revision");
    await page.waitForSelector(`.board[data-revision="${now}"]`);
    moves[build].push(performance.now() - start);
    phases[build].push(
      await page.evaluate((KIND) => {
        const m = window.__speed;
        const since = performance.getEntriesByType("resource").filter((e) => e.startTime >= m.click);
        const end = (part) => since.find((e) => e.name.includes(part));
        const act = end("/api/act");
        const picture = end("/api/board-only.png");
        return {
          "act answered": act ? act.responseEnd - m.click : NaN,
          "picture asked": picture ? picture.startTime - m.click : NaN,
          "picture answered": picture ? picture.responseEnd - m.click : NaN,
          "the page's words and buttons of the new state": m.revision - m.click,
          "the new state shown, board included": Math.max(m.revision, m.shown) - m.click,
          "its own board picture drawn": m.drawn - m.click,
          kind: KIND,
          requests: since.map((e) => e.name.replace(/^.*\/api\//, "").replace(/\?.*$/, "")).join(" "),
        };
      }, kind),
    );
  };
  console.log("ready");
  for (let turn = 0; ; turn += 1) {
    if (before) await open(builds[turn % builds.length]);
    await page.waitForSelector(".cell");
    await page.locator(".cell").first().click();
    await page.waitForSelector(".preview");
    await move(".actions button.primary", "a placement");
    // A figure step with a choice (the engine skips one with none): No figure.
    if ((await page.locator(".choices button").count()) > 0) await move(".choices button:last-child", "no figure");
    console.log("turn");
    const { value: line, done } = await lines.next();
    if (done || line === "done") break;
    const revision = line.replace(/^go /, "");
    await page.waitForFunction((r) => document.body.dataset.revision === r, revision);
  }
  for (const b of builds) {
    const tag = before ? ` (${b})` : "";
    const [l, m] = [loads[b], moves[b]];
    console.log(`navigation to the board drawn${tag}: p50 ${median(l).toFixed(0)} ms over ${l.length} loads`);
    // The page's own clock, from the click to the move's new state shown (its words and
    // buttons, its board picture or the one before it standing for it): every move.
    const shown = phases[b].map((p) => p["the new state shown, board included"]).filter((v) => Number.isFinite(v));
    console.log(`a page move, click to the new state shown, board included${tag}: p50 ${median(shown).toFixed(1)} ms over ${shown.length} moves`);
    // The same seen from the test's side of the browser: Playwright's click and its
    // waits for the page's revision and picture add their own round trips.
    console.log(`  as the test driver sees it, click to the new state drawn${tag}: p50 ${median(m).toFixed(1)} ms over ${m.length} moves`);
    for (const kind of ["a placement", "no figure"]) {
      const of = phases[b].filter((p) => p.kind === kind);
      const [first] = of;
      for (const key of Object.keys(first ?? {}).filter((k) => k !== "requests" && k !== "kind")) {
        const values = of.map((p) => p[key]).filter((v) => Number.isFinite(v));
        if (values.length > 0) console.log(`  ${kind}${tag}, ${key}: p50 ${median(values).toFixed(1)} ms after the click (${values.length} moves)`);
      }
    }
    console.log(`  requests after a click${tag}: ${[...new Set(phases[b].map((p) => p.requests))].join(" | ")}`);
  }
});
input.close();
