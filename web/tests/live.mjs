// A move made elsewhere (a slash command, another process's page) shows on the open page
// without a reload. Once the page is open and its live socket has told it the revision,
// this prints `ready`; the test makes the move and answers `moved NAME` on our input.
// The page must then show a later revision, its board, and the last move told in words
// naming NAME — in the same document (no reload), having asked for the game once (the
// feed may tell a revision twice: that is no news); a read asked again is allowed only
// where the one before it failed or answered an earlier revision (the page's own retry,
// seen under a loaded machine), and the reads are printed when there were several. Prints the time from `moved` to the
// page showing it: a figure, not a limit. Every picture of the tile in hand the page asks
// for names the tile (`kind`, the game's `tile_id`): the game may move on between the two
// reads, and "the tile in hand" then is another or none.
import { beforeMove, check, moveFromTest, run, showsMove, stayed } from "./common.mjs";

const test = moveFromTest();
/** The page's requests for the tile in hand's pictures, by whether they named the tile. */
const tilePictures = { named: 0, unnamed: 0 };

await run({ viewport: { width: 1280, height: 800 } }, async (page, _context, live) => {
  await page.waitForSelector(".board[data-revision]");
  await live;
  const shown = await beforeMove(page);
  /** Each read of the game since the page was marked: its status and the revision it answered. */
  const answers = [];
  page.on("response", (response) => {
    if (!new URL(response.url()).pathname.endsWith("/api/game")) return;
    const revision = response.ok() ? response.json().then((g) => g.revision ?? null, () => null) : null;
    answers.push(Promise.resolve(revision).then((r) => ({ status: response.status(), revision: r })));
  });
  const line = await test.ready();
  const { now, since } = await showsMove(page, shown, line);
  const ms = performance.now() - since;
  await stayed(page);
  const reads = await Promise.all(answers);
  const said = reads.map((r) => `${r.status} r${r.revision}`).join(", ");
  const upToDate = reads.filter((r) => r.revision !== null && r.revision >= now);
  check(upToDate.length === 1, `the game read ${upToDate.length} times at the move's revision for one move (${said})`);
  check(reads.at(-1) === upToDate[0], `a read after the page had the move (${said})`);
  if (reads.length > 1) console.log(`reads before the one that had the move (failed or behind): ${said}`);
  const { named, unnamed } = tilePictures;
  check(named > 0 && unnamed === 0, `tile pictures asked by the tile's id: ${named}, as "in hand": ${unnamed}`);
  console.log(`revision ${shown.start} → ${now} shown with the last move after ${ms.toFixed(0)} ms`);
}, (context) =>
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.endsWith("/api/tile.png")) return;
    if (url.searchParams.get("kind")) tilePictures.named += 1;
    else tilePictures.unnamed += 1;
  }),
);
test.close();
