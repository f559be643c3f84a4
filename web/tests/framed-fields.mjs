// Framing and the fields in ENGINE (`webkit` by default, as Discord for iOS runs the
// page; or `chromium`), driven as `browsers.mjs` drives both, on a phone-sized window
// (390×844), as Bob while Ann is on her figure step. Bob pans his board away (the ←
// and ↑ tools, twice each) and prints `ready`; the test has Ann close her city and
// answers `moved Ann`. Bob's placement step then opens framed whatever his pans: lit
// cells in view (`framed IN-VIEW OF-ALL`), each the page's target size or more, and
// Ann's `+N` written on her city (`scored TEXT`, `scored-at X Y`, its middle in board
// cells). He places his tile by clicks on the first lit cell in view and on ✓; its
// figure step opens with its spots in view (`spots IN-VIEW OF-ALL`), each field it
// offers a farmer outlined and each spot in a field rimmed in its field's colour
// (`outlined N`, `field-spots N`); the fields tool (`tool WORDS`) outlines every field
// of the board (`all N`), its drawing over the picture cell for cell. Nothing scrolls
// sideways.
import { browser } from "./browsers.mjs";
import { check, leastTarget, moveFromTest, url } from "./common.mjs";

const engine = process.env.ENGINE ?? "webkit";
const test = moveFromTest();
const driven = await browser(engine, { width: 390, height: 844 });

/** The marks matching `selector` (the argument): how many lie wholly inside the board's view, how many in all, the smallest side of those inside. */
function inView(selector) {
  const view = document.querySelector(".board .viewport").getBoundingClientRect();
  const marks = [...document.querySelectorAll(selector)].map((m) => m.getBoundingClientRect());
  const inside = marks.filter(
    (r) => r.left >= view.left - 0.5 && r.top >= view.top - 0.5 && r.right <= view.right + 0.5 && r.bottom <= view.bottom + 0.5,
  );
  return { inside: inside.length, all: marks.length, least: Math.min(...inside.map((r) => Math.min(r.width, r.height))) };
}

/** Whether the board's picture is the page's revision's and `selector`'s marks (the argument) are drawn. */
function drawn(selector) {
  const board = document.querySelector(`.board[data-revision="${document.body.dataset.revision}"]`);
  return board !== null && document.querySelectorAll(selector).length > 0;
}

try {
  const opened = await driven.open();
  await opened.goto(url);
  const page = opened.top;
  await page.until(() => document.querySelector(".board[data-revision]") !== null);
  const least = await leastTarget(page);
  for (const word of ["left", "left", "up", "up"]) await page.click(`.tools button[data-word="${word}"]`);
  const before = await page.evaluate(() => Number(document.body.dataset.revision));
  const line = await test.ready();
  check(line === "moved Ann", `told "${line}"`);
  await page.until((r) => Number(document.body.dataset.revision) > r, before);
  await page.until(drawn, ".marks .cell[role=option]");

  // Framed at the step's opening, whatever the pans before it.
  const lit = await page.evaluate(inView, ".marks .cell[role=option]");
  console.log(`framed ${lit.inside} ${lit.all}`);
  check(lit.inside > 0, `no lit cell in view after the pans: ${JSON.stringify(lit)}`);
  check(lit.least >= least - 0.5, `a lit cell in view under ${least} px: ${lit.least}`);

  // Ann's points, on her city.
  const scored = await page.evaluate(async () => {
    const badge = document.querySelector(".marks .scored");
    if (!badge) return null;
    const headers = { "X-Board-Link": decodeURIComponent(location.hash.slice(1)), "X-Board-Api": "2" };
    const game = await (await fetch("api/game", { headers })).json();
    const picture = document.querySelector(".board .picture").getBoundingClientRect();
    const cell = picture.width / (game.board.max[0] - game.board.min[0] + 3);
    const r = badge.getBoundingClientRect();
    const x = (r.left + r.width / 2 - picture.left) / cell + game.board.min[0] - 1;
    const y = (r.top + r.height / 2 - picture.top) / cell + game.board.min[1] - 1;
    return { text: badge.textContent, at: `${x.toFixed(3)} ${y.toFixed(3)}` };
  });
  check(scored !== null, "no scoring written on the board");
  console.log(`scored ${scored.text}`);
  console.log(`scored-at ${scored.at}`);

  // Bob's tile on the first lit cell in view, confirmed beside it.
  await page.evaluate(() => {
    const view = document.querySelector(".board .viewport").getBoundingClientRect();
    const shown = [...document.querySelectorAll(".marks .cell[role=option]")].find((c) => {
      const r = c.getBoundingClientRect();
      return r.left >= view.left && r.top >= view.top && r.right <= view.right && r.bottom <= view.bottom;
    });
    shown.dataset.chosen = "yes";
  });
  const placing = await page.evaluate(() => Number(document.body.dataset.revision));
  await page.click('.marks .cell[data-chosen="yes"]');
  await page.until(() => document.querySelector('.near:not([hidden]) button[data-word="confirm"]') !== null);
  await page.click('.near button[data-word="confirm"]');
  await page.until((r) => Number(document.body.dataset.revision) > r, placing);
  await page.until(drawn, ".marks .spot.in-field");

  // The figure step, framed: its spots in view, its fields outlined.
  const spots = await page.evaluate(inView, ".marks .spot");
  console.log(`spots ${spots.inside} ${spots.all}`);
  check(spots.inside > 0, `no spot in view: ${JSON.stringify(spots)}`);
  check(spots.least >= least - 0.5, `a spot in view under ${least} px: ${spots.least}`);
  const step = await page.evaluate(() => ({
    outlined: document.querySelectorAll(".marks .fields g[data-field]").length,
    spots: [...document.querySelectorAll(".marks .spot.in-field")].map((s) => s.style.getPropertyValue("--field")),
    colours: [...document.querySelectorAll(".marks .fields g[data-field]")].map((g) => g.style.getPropertyValue("--field")),
    wide: document.documentElement.scrollWidth - window.innerWidth,
  }));
  check(step.spots.every((c) => step.colours.includes(c)), `each field spot rimmed in its field's colour: ${step.spots} / ${step.colours}`);
  check(step.wide <= 0, `the page scrolls sideways by ${step.wide} px`);
  console.log(`outlined ${step.outlined}`);
  console.log(`field-spots ${step.spots.length}`);

  // Every field, on demand, over the picture cell for cell.
  console.log(`tool ${await page.evaluate(() => document.querySelector(".tools button.fields-tool").getAttribute("aria-label"))}`);
  await page.click(".tools button.fields-tool");
  await page.until((n) => document.querySelectorAll(".marks .fields g[data-field]").length > n, step.outlined);
  const all = await page.evaluate(() => {
    const svg = document.querySelector(".marks .fields").getBoundingClientRect();
    const picture = document.querySelector(".board .picture").getBoundingClientRect();
    return {
      count: document.querySelectorAll(".marks .fields g[data-field]").length,
      sizes: [svg.left - picture.left, svg.top - picture.top, svg.width - picture.width],
      pressed: document.querySelector(".tools button.fields-tool").getAttribute("aria-pressed"),
    };
  });
  check(all.pressed === "true", "the tool shows it is pressed");
  check(all.sizes.every((d) => Math.abs(d) < 1), `the outlines lie over the picture: ${all.sizes}`);
  console.log(`all ${all.count}`);
  check(driven.errors().length === 0, `errors on the page: ${driven.errors().join("; ")}`);
  await opened.close();
} finally {
  await driven.close();
  test.close();
}
