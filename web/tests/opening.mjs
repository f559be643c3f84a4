// A game followed to its end on two phones (390×844), each seat's page, while the test
// plays it, the players panning between steps: in ENGINE (`chromium` by default, by
// touch; or `webkit`, as Discord for iOS runs the page, by a mouse, WebKit's WebDriver
// having no touch), driven as `browsers.mjs` drives both. At each step of a seat (`check SEAT
// REVISION` on our input) that seat's page is looked at as the step opens: its targets
// (lit cells, marked spots, the cells a step leads to) and how many lie wholly in the
// board's view. Then, at a placement, each lit cell in view is tapped, the nearest the
// controls beside the tile first: the tile must move there, the game unchanged (no tap on
// a lit cell confirms the tile elsewhere). Then ⤢: every lit cell still a finger's size.
// Last the player pans the board away, by a finger's drag and a tap on an arrow of the
// tools, as a player looking round the board does before the next step opens.
// Wherever the tile shown fits one way only, the hint does not tell to turn it; a step
// whose many choices are folded by tile is clean for axe-core.
// The controls beside the tile never cover a figure on the board.
// It prints `opening TARGETS IN-VIEW`, `taps TAPS CONFIRMED-ELSEWHERE ONE-WAY-SO-FAR COVERED-SO-FAR`, `whole SMALLEST-CELL TARGET`
// (0 with no lit cell; TARGET the page's least target for its pointer) then `checked`; `done` ends it.
import { createInterface } from "node:readline";
import { browser, openBoards } from "./browsers.mjs";
import { check, figures, figuresUnderControls, leastTarget, PHONE, shots, url, violations } from "./common.mjs";

const engine = process.env.ENGINE ?? "chromium";
const urls = [url, process.env.BOARD_URL_2];
check(urls.every(Boolean), "BOARD_URL and BOARD_URL_2 are set");
const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

/** The step's targets on `page`: each one's name, middle and width, and whether it is wholly inside the board's view. */
function targets(page) {
  return page.evaluate(() => {
    const view = document.querySelector(".board .viewport").getBoundingClientRect();
    const marks = [...document.querySelectorAll(".marks .cell[role=option], .marks .spot, .marks .step-cell")];
    return marks.map((t) => {
      const r = t.getBoundingClientRect();
      const inside =
        r.left >= view.left - 0.5 &&
        r.top >= view.top - 0.5 &&
        r.right <= view.right + 0.5 &&
        r.bottom <= view.bottom + 0.5 &&
        r.right <= window.innerWidth + 0.5 &&
        r.left >= -0.5;
      return {
        name: `${t.className.split(" ")[0]} ${t.dataset.cell ?? t.getAttribute("aria-label")}`,
        cell: t.matches(".cell") ? t.dataset.cell : null,
        x: r.left + r.width / 2,
        y: r.top + r.height / 2,
        width: Math.min(r.width, r.height),
        inside,
      };
    });
  });
}

/** The cell the tile in hand is shown on, as `x,y`, or null. */
function previewed(page) {
  return page.evaluate(() => document.querySelector(".marks .cell[aria-selected=true]")?.dataset.cell ?? null);
}

/** The middle of the controls beside the tile (↻ ✓), or null when hidden. */
function controls(page) {
  return page.evaluate(() => {
    const near = document.querySelector(".board .near:not([hidden])");
    if (!near) return null;
    const r = near.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
}

/** Times the controls beside the tile covered a figure's middle, over the game. */
let covered = 0;

/** Tiles shown on a cell where they fit one way only, over the game. */
let oneWays = 0;

/** The hint under a tile shown where it fits one way only (Rotate disabled) does not tell to turn it. */
async function oneWay(page, line) {
  const wrong = await page.evaluate(() => {
    const rotate = [...document.querySelectorAll(".actions button")].find((b) => b.getAttribute("aria-keyshortcuts") === "R");
    if (!rotate?.disabled || !document.querySelector(".marks .cell[aria-selected=true]")) return null;
    const hints = [...document.querySelectorAll(".actions .hint")].map((h) => h.textContent);
    return { hint: hints.find((h) => h.includes(rotate.textContent)) ?? null };
  });
  if (wrong) oneWays += 1;
  check(!wrong?.hint, `step ${line}: the hint tells to turn a tile that fits one way: ${wrong?.hint}`);
}

const driven = await browser(engine, PHONE.viewport, true);
try {
  const pages = await openBoards(driven, urls);
  const least = await leastTarget(pages[0]);
  console.log("ready");
  let steps = 0;
  for (;;) {
    const { value: line, done } = await lines.next();
    if (done || line === "done") break;
    const [verb, seatWord, revision] = line.split(" ");
    check(verb === "check", `told "${line}"`);
    const page = pages[Number(seatWord)];
    await page.until((r) => document.body.dataset.revision === r, revision);
    await page.until((r) => document.querySelector(`.board[data-revision="${r}"]`) !== null, revision);
    await page.evaluate(() => window.scrollTo(0, 0));
    const opening = await targets(page);
    console.log(`opening ${opening.length} ${opening.filter((t) => t.inside).length}`);
    if (shots && opening.every((t) => !t.inside)) {
      await page.screenshot(`${shots}/web-opening-${engine}-${steps}-none-in-view.png`);
    }
    // Many steps folded by tile: still clean for a screen reader.
    if (await page.evaluate(() => document.querySelector(".folds") !== null)) {
      const found = await violations(page);
      check(found.length === 0, `step ${line}, folded: axe-core found ${found.join("; ")}`);
      if (shots) await page.screenshot(`${shots}/web-opening-${engine}-${steps}-folded.png`);
    }
    // A placement: every lit cell in view tapped, those nearest ↻ ✓ first.
    let taps = 0;
    let elsewhere = 0;
    const lit = opening.filter((t) => t.cell && t.inside);
    if (lit.length > 0) {
      const standing = await figures(page);
      await page.tap(lit[0].x, lit[0].y);
      await page.until(() => document.querySelector(".marks .cell[aria-selected=true]") !== null);
      if (shots && steps % 10 === 0) await page.screenshot(`${shots}/web-opening-${engine}-${steps}-placing.png`);
      for (let round = 0; round < Math.min(lit.length, 6); round += 1) {
        const near = await controls(page);
        const now = (await targets(page)).filter((t) => t.cell && t.inside && t.cell !== null);
        const shown = await previewed(page);
        const next = now
          .filter((t) => t.cell !== shown)
          .sort((a, b) => (near ? Math.hypot(a.x - near.x, a.y - near.y) - Math.hypot(b.x - near.x, b.y - near.y) : 0))[0];
        if (!next) break;
        // A finger on the cell's middle, whatever lies over it.
        await page.tap(next.x, next.y);
        taps += 1;
        await oneWay(page, line);
        covered += await figuresUnderControls(page, standing);
        const moved = await page.evaluate((r) => document.body.dataset.revision !== r, revision);
        if (moved) {
          elsewhere += 1;
          break;
        }
        // The tile moves there at once, or the tap went astray: five seconds at most.
        await page.until((cell) => document.querySelector(".marks .cell[aria-selected=true]")?.dataset.cell === cell, next.cell, 5_000);
        const after = await previewed(page);
        if (after !== next.cell && shots) await page.screenshot(`${shots}/web-opening-${engine}-${steps}-tap-missed.png`);
        if (after !== next.cell) elsewhere += 1;
      }
    }
    console.log(`taps ${taps} ${elsewhere} ${oneWays} ${covered}`);
    // ⤢: the lit cells still the page's target size.
    await page.click('.tools button[data-word="whole-board"]');
    const whole = (await targets(page)).filter((t) => t.cell);
    console.log(`whole ${whole.length > 0 ? Math.min(...whole.map((t) => t.width)) : 0} ${least}`);
    // The player looks round: drags the board away, then taps an arrow of the tools.
    const box = await page.evaluate(() => {
      const r = document.querySelector(".board .viewport").getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    });
    const middle = [box.x + box.width / 2, box.y + box.height / 2];
    const path = [1, 2, 3, 4, 5, 6].map((i) => [middle[0] + 25 * i, middle[1] + 15 * i]);
    await page.drag(middle, path);
    const arrows = ["left", "up", "right", "down"];
    await page.click(`.tools button[data-word="${arrows[steps % 4]}"]`);
    await page.click(`.tools button[data-word="${arrows[(steps + 1) % 4]}"]`);
    steps += 1;
    console.log("checked");
  }
  check(driven.errors().length === 0, `errors on the pages: ${driven.errors().join("; ")}`);
} finally {
  await driven.close();
  input.close();
}
