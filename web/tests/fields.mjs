// Fields and points on a phone-sized page (390×844), as Bob after Ann closed a city: her
// `+N` is written on the city (printed as `scored TEXT` and `scored-at X Y`, its middle in
// board cells); Bob places his tile by touch, and its figure step outlines the fields its
// steps name, each field spot rimmed in its field's colour (`outlined N`, `field-spots N`);
// the fields tool outlines every field of the board (`all N`, `tool WORDS`), stays aligned
// with the picture when zoomed, and lets go of them when pressed again; axe-core finds
// nothing on the board and nothing scrolls sideways. With BOARD_SCREENSHOTS set, each
// state is saved.
import { PHONE, check, fits, moved, revision, run, shots, violations } from "./common.mjs";

/** The board's north-west cell and width in cells as the page reads them, and a cell's width on screen. */
async function grid(page) {
  return page.evaluate(async () => {
    const headers = { "X-Board-Link": location.hash.slice(1), "X-Board-Api": "2" };
    const game = await (await fetch("api/game", { headers })).json();
    const picture = document.querySelector(".board .picture").getBoundingClientRect();
    const cols = game.board.max[0] - game.board.min[0] + 3;
    return { min: game.board.min, left: picture.left, top: picture.top, cell: picture.width / cols };
  });
}

await run(PHONE, async (page) => {
  await page.waitForSelector(".board[data-revision]");
  // Ann's points, on her city.
  const badge = page.locator(".marks .scored");
  check((await badge.count()) === 1, "one scoring written on the board");
  console.log(`scored ${await badge.textContent()}`);
  // Measured once the board is laid out for its picture (the marks are drawn anew then).
  await page.waitForFunction(() => (document.querySelector(".marks .scored")?.getBoundingClientRect().width ?? 0) > 0);
  const box = await badge.evaluate((b) => {
    const r = b.getBoundingClientRect();
    return { x: r.left, y: r.top, width: r.width, height: r.height };
  });
  const g = await grid(page);
  const x = (box.x + box.width / 2 - g.left) / g.cell + g.min[0] - 1;
  const y = (box.y + box.height / 2 - g.top) / g.cell + g.min[1] - 1;
  console.log(`scored-at ${x.toFixed(3)} ${y.toFixed(3)}`);
  if (shots) await page.screenshot({ path: `${shots}/web-fields-scored.png` });

  // Bob places his tile on the first lit cell, by touch, and confirms it beside the tile.
  const before = await revision(page);
  await page.locator(".marks .cell[role=option]").first().tap();
  await page.locator('.near button[data-word="confirm"]').tap();
  await moved(page, before);
  await page.waitForSelector(".marks .spot.in-field");
  const step = await page.evaluate(() => ({
    outlined: document.querySelectorAll(".marks .fields g[data-field]").length,
    spots: [...document.querySelectorAll(".marks .spot.in-field")].map((s) => s.style.getPropertyValue("--field")),
    colours: [...document.querySelectorAll(".marks .fields g[data-field]")].map((g) => g.style.getPropertyValue("--field")),
  }));
  check(
    step.spots.every((c) => step.colours.includes(c)),
    `each field spot rimmed in its field's colour: ${step.spots} / ${step.colours}`,
  );
  console.log(`outlined ${step.outlined}`);
  console.log(`field-spots ${step.spots.length}`);
  await fits(page);
  if (shots) await page.screenshot({ path: `${shots}/web-fields-step.png` });

  // Every field, on demand.
  const tool = page.locator(".tools button.fields-tool");
  console.log(`tool ${await tool.getAttribute("aria-label")}`);
  await tool.tap();
  check((await tool.getAttribute("aria-pressed")) === "true", "the tool shows it is pressed");
  await page.waitForFunction((n) => document.querySelectorAll(".marks .fields g[data-field]").length > n, step.outlined);
  const all = await page.locator(".marks .fields g[data-field]").count();
  console.log(`all ${all}`);
  const found = await violations(page, [".board"]);
  check(found.length === 0, `axe-core: ${found.join("; ")}`);
  if (shots) await page.screenshot({ path: `${shots}/web-fields-all.png` });

  // Zoomed in: the outlines' drawing and the picture stay the same size, cell for cell.
  const unzoomed = await page.evaluate(() => document.querySelector(".board .picture").getBoundingClientRect().width);
  await page.locator('.tools button[data-word="zoom-in"]').tap();
  // Measured once the picture has grown and no transition is left running.
  await page.waitForFunction(
    (was) => document.querySelector(".board .picture").getBoundingClientRect().width > was + 1,
    unzoomed,
  );
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
  const sizes = await page.evaluate(() => {
    const svg = document.querySelector(".marks .fields").getBoundingClientRect();
    const picture = document.querySelector(".board .picture").getBoundingClientRect();
    return { svg: [svg.left, svg.top, svg.width], picture: [picture.left, picture.top, picture.width] };
  });
  const same = sizes.svg.every((v, i) => Math.abs(v - sizes.picture[i]) < 1);
  check(same, `the outlines lie over the picture: ${JSON.stringify(sizes)}`);
  if (shots) await page.screenshot({ path: `${shots}/web-fields-zoomed.png` });

  // Let go: the step's own fields stay outlined.
  await tool.tap();
  check((await tool.getAttribute("aria-pressed")) === "false", "the tool shows it is let go");
  const left = await page.locator(".marks .fields g[data-field]").count();
  check(left === step.outlined, `the step's fields stay outlined: ${left}`);
});
