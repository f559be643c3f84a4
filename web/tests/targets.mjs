// A game followed on two phones (390×844), each seat's page, while the test plays it, in
// ENGINE (`chromium` by default, by touch; or `webkit`, as Discord for iOS runs the page,
// by a mouse, WebKit's WebDriver having no touch), driven as `browsers.mjs` drives both:
// at every step of a seat (`check SEAT REVISION` on our input) that seat's page shows
// what the step asks for. Every target of the step — the cells where the tile fits, the
// spots a figure may take, the cells a step leads to — is either inside the board's view
// and tappable as it is (the page's target size for its pointer or more: a finger's 44 px
// on a touch screen; its middle not under another target), or out of
// view with an edge marker leading to it: the marker of the way each one lies is tapped
// until it was in view once. Then ⤢ (whole board) keeps every target in view that size,
// an edge marker leading to those it cannot hold at that size.
// Each time, no edge marker covers any part of a target in view, nor of a button over the
// view (a finger would hit the marker). It prints `counts TARGETS FRAMED BY-MARKER MARKERS` (the markers seen over the
// step) then `checked` for each step; `done` ends it.
import { createInterface } from "node:readline";
import { browser, openBoards } from "./browsers.mjs";
import { check, leastTarget, PHONE, TARGET, url } from "./common.mjs";

const engine = process.env.ENGINE ?? "chromium";
const urls = [url, process.env.BOARD_URL_2];
check(urls.every(Boolean), "BOARD_URL and BOARD_URL_2 are set");
const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

/**
 * The step's targets on `page`: for each its name, whether it is wholly inside the
 * board's view (and the window), whether it is `least` px or more, and whether its
 * middle is its own (no other target over it).
 */
function targets(page, least) {
  return page.evaluate((least) => {
    const view = document.querySelector(".board .viewport").getBoundingClientRect();
    const marks = [...document.querySelectorAll(".marks .cell[role=option], .marks .spot, .marks .step-cell")];
    return marks.map((t) => {
      const r = t.getBoundingClientRect();
      const name = `${t.className.split(" ")[0]} ${t.dataset.cell ?? t.getAttribute("aria-label")}`;
      const inside =
        r.left >= view.left - 0.5 &&
        r.top >= view.top - 0.5 &&
        r.right <= view.right + 0.5 &&
        r.bottom <= view.bottom + 0.5 &&
        r.right <= window.innerWidth + 0.5 &&
        r.left >= -0.5;
      const big = r.width >= least - 0.5 && r.height >= least - 0.5;
      let own = true;
      if (inside) {
        const over = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        const hit = over?.closest(".marks .cell, .marks .spot, .marks .step-cell");
        own = !hit || hit === t || !marks.includes(hit);
      }
      // The way out of the view it lies, as the page's edge markers name it.
      const ways = ["east", "south-east", "south", "south-west", "west", "north-west", "north", "north-east"];
      const angle = Math.atan2(r.top + r.height / 2 - (view.top + view.height / 2), r.left + r.width / 2 - (view.left + view.width / 2));
      const way = `way-${ways[((Math.round(angle / (Math.PI / 4)) % 8) + 8) % 8]}`;
      return { name, inside, big, own, way };
    });
  }, least);
}

/**
 * The edge markers on `page` and what each covers of the targets in the board's view,
 * wholly or in part: `{ markers, over }`, `over` naming each marker and target that meet.
 */
function covering(page) {
  return page.evaluate(() => {
    const view = document.querySelector(".board .viewport").getBoundingClientRect();
    const meet = (a, b) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    const marks = [...document.querySelectorAll(".marks .cell[role=option], .marks .spot, .marks .step-cell")];
    // The buttons over the view are kept clear too: the tools, ↻ and ✓ beside the tile.
    const buttons = [...document.querySelectorAll(".board .tools button, .board .near:not([hidden]) button")];
    const shown = [...marks, ...buttons].filter((t) => meet(t.getBoundingClientRect(), view));
    const markers = [...document.querySelectorAll(".edges .edge")];
    const over = [];
    for (const m of markers) {
      for (const t of shown) {
        if (meet(m.getBoundingClientRect(), t.getBoundingClientRect())) {
          over.push(`${m.dataset.way} over ${t.className.split(" ")[0]} ${t.dataset.cell ?? t.getAttribute("aria-label")}`);
        }
      }
    }
    return { markers: markers.length, over };
  });
}

const driven = await browser(engine, PHONE.viewport, true);
try {
  const pages = await openBoards(driven, urls);
  const least = await leastTarget(pages[0]);
  check(engine !== "chromium" || least === TARGET, `a touch screen's target is a finger's: ${least} px`);
  console.log("ready");
  for (;;) {
    const { value: line, done } = await lines.next();
    if (done || line === "done") break;
    const [verb, seatWord, revision] = line.split(" ");
    check(verb === "check", `told "${line}"`);
    const page = pages[Number(seatWord)];
    await page.until((r) => document.body.dataset.revision === r, revision);
    await page.until((r) => document.querySelector(`.board[data-revision="${r}"]`) !== null, revision);
    // Scrolled to the board, as a player looking at it is (the prompt above it may be long).
    await page.evaluate(() => window.scrollTo(0, 0));
    const shown = await targets(page, least);
    let markers = 0;
    // No marker over a target in view, as the page stands now (`when`).
    const uncovered = async (when) => {
      const { markers: seen, over } = await covering(page);
      markers += seen;
      check(over.length === 0, `step ${line}, ${when}: an edge marker covers a target: ${over.join("; ")}`);
    };
    /** How many edge markers of `way` the page shows. */
    const markersOf = (way) => page.evaluate((w) => document.querySelectorAll(`.edges .edge[data-way="${w}"]`).length, way);
    await uncovered("framed");
    const framed = shown.filter((t) => t.inside);
    for (const t of framed) {
      check(t.big, `step ${line}: ${t.name} is smaller than the page's target (${least} px)`);
      check(t.own, `step ${line}: the middle of ${t.name} is under another target`);
    }
    // Those out of view: the edge markers lead to each of them.
    const seen = new Set(framed.map((t) => t.name));
    const missing = () => shown.filter((t) => !seen.has(t.name)).map((t) => t.name);
    // Each one missing: the marker of the way it lies is tapped, until it was in view.
    let taps = 0;
    let now = shown;
    while (missing().length > 0) {
      check(taps < 4 * shown.length, `step ${line}: no edge marker leads to ${missing().join(", ")}`);
      const wanted = now.find((t) => !seen.has(t.name) && !t.inside);
      check(wanted, `step ${line}: in view but not tappable: ${missing().join(", ")}`);
      check((await markersOf(wanted.way)) === 1, `step ${line}: no edge marker ${wanted.way} for ${wanted.name}`);
      await page.click(`.edges .edge[data-way="${wanted.way}"]`);
      taps += 1;
      await uncovered(`after ${wanted.way}`);
      now = await targets(page, least);
      for (const t of now) if (t.inside && t.big) seen.add(t.name);
    }
    // ⤢: every target in view still the page's target size; those it cannot hold at that
    // size out of view, each with the edge marker of its way.
    await page.click('.tools button[data-word="whole-board"]');
    const whole = await targets(page, least);
    for (const t of whole.filter((t) => t.inside)) {
      check(t.big, `step ${line}: after ⤢, ${t.name} is smaller than the page's target (${least} px)`);
    }
    for (const t of whole.filter((t) => !t.inside)) {
      check((await markersOf(t.way)) === 1, `step ${line}: after ⤢, ${t.name} is out of view with no edge marker ${t.way}`);
    }
    await uncovered("after ⤢");
    console.log(`counts ${shown.length} ${framed.length} ${shown.length - framed.length} ${markers}`);
    console.log("checked");
  }
  check(driven.errors().length === 0, `errors on the pages: ${driven.errors().join("; ")}`);
} finally {
  await driven.close();
  input.close();
}
