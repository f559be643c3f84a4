// A move made elsewhere (a slash command, another process's page) shows on the open page
// without a reload. Once the page is open and its live socket has told it the revision,
// this prints `ready`; the test makes the move and answers `moved NAME` on our input.
// The page must then show a later revision, its board, and the last move told in words
// naming NAME — in the same document (no reload), having asked for the game once (the
// feed may tell a revision twice: that is no news). Prints the time from `moved` to the
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
  let asked = 0;
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/api/game")) asked += 1;
  });
  const line = await test.ready();
  const { now, since } = await showsMove(page, shown, line);
  const ms = performance.now() - since;
  await stayed(page);
  check(asked === 1, `the game asked for ${asked} times for one move`);
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
