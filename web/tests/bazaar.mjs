// A bazaar's face-up tiles on the page of a player who does not choose: drawn with the
// board's art (each asked as `api/tile.png?kind=ID`, as the chooser's buttons draw them),
// each named in words for a screen reader, the tile under the hammer marked. Once the
// page is open and its live socket told it the revision, this prints `ready`; then for
// each `check NAME REVISION` on our input it waits until the page shows that revision,
// checks the drawn tiles and that axe-core finds no violation, prints each tile as
// `offer ID UP WORDS` (UP: `up` or `-`), then `checked NAME`. `done` ends it.
import { createInterface } from "node:readline";
import { check, run, violations } from "./common.mjs";

const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

await run({ viewport: { width: 1280, height: 800 } }, async (page, _context, live) => {
  /** The tiles whose pictures the bot sent, by id. */
  const pictures = new Set();
  page.on("response", (response) => {
    const asked = new URL(response.url());
    const kind = asked.searchParams.get("kind");
    if (asked.pathname.endsWith("/api/tile.png") && kind && response.status() === 200) pictures.add(kind);
  });
  await page.waitForSelector(".board[data-revision]");
  await live;
  console.log("ready");
  for (;;) {
    const { value: line, done } = await lines.next();
    if (done || line === "done") break;
    const [, name, revision] = line.split(" ");
    await page.waitForFunction((r) => document.body.dataset.revision === r, revision);
    await page.waitForSelector(`.board[data-revision="${revision}"]`);
    // Every tile drawn: its picture in place.
    await page.waitForFunction(() => {
      const drawn = [...document.querySelectorAll(".offers li [role=img]")];
      return drawn.length > 0 && drawn.every((p) => p.style.backgroundImage.startsWith("url("));
    });
    const offers = await page.evaluate(() =>
      [...document.querySelectorAll(".offers li")].map((li) => ({
        tile: li.dataset.tile,
        up: li.classList.contains("up"),
        words: li.querySelector("[role=img]")?.getAttribute("aria-label") ?? "",
      })),
    );
    for (const offer of offers) {
      check(pictures.has(offer.tile), `${offer.tile}'s picture is not the bot's tile.png?kind=${offer.tile}`);
      check(offer.words.length > 0, `${offer.tile} drawn without words`);
    }
    const found = await violations(page);
    check(found.length === 0, `axe at ${name}:\n${found.join("\n")}`);
    for (const offer of offers) console.log(`offer ${offer.tile} ${offer.up ? "up" : "-"} ${offer.words}`);
    console.log(`checked ${name}`);
  }
});
input.close();
