// The page behind a reverse proxy (tests/web/proxy.rs runs the guide's nginx or Caddy in
// front of the bot; nginx with a certificate of the test's own, hence HTTPS errors
// ignored): opened at the proxy's address, the seat plays its turn by pointer — a lit
// cell, Confirm, a figure on a spot — then prints `ready`; the test has the other seat
// move by slash command and answers `moved NAME`. The page must hear the new revision on
// its live socket and show the move, without a reload. Then prints each path the page
// requested with the `Server` that answered it (`loaded PATH SERVER`) and its live
// socket's address without the query (`socket URL`), for the test to check that all of
// it went through the proxy.
import { beforeMove, check, moved, moveFromTest, revision, run, showsMove, stayed } from "./common.mjs";

const test = moveFromTest();
/** Each path loaded, with the `Server` header of its answer. */
const loaded = new Map();
/** The live sockets' addresses, and the revisions they told. */
const sockets = [];
const told = [];
/** Rejected when a live socket closes having told nothing: the proxy refused its upgrade. */
let refused;
const closedUntold = new Promise((_, reject) => (refused = reject));
closedUntold.catch(() => {});

await run(
  { viewport: { width: 1280, height: 800 }, ignoreHTTPSErrors: true },
  async (page, _context, live) => {
    await page.waitForSelector(".board[data-revision]");
    await Promise.race([live, closedUntold]);
    let now = await revision(page);
    await page.locator(".cell").first().click();
    await page.waitForSelector(".preview");
    await page.locator(".actions button.primary").click();
    now = await moved(page, now);
    await page.waitForSelector(".spot");
    await page.locator(".spot").first().click();
    await moved(page, now);
    await page.waitForFunction(() => document.querySelectorAll(".spot, .cell").length === 0);
    const shown = await beforeMove(page);
    const line = await test.ready();
    const { now: after } = await showsMove(page, shown, line);
    await stayed(page);
    check(told.includes(after), `the live socket told revision ${after}; it told ${told.join(", ")}`);
    for (const [path, server] of loaded) console.log(`loaded ${path} ${server}`);
    for (const socket of sockets) console.log(`socket ${socket}`);
  },
  (context) => {
    context.on("response", (response) => {
      const url = new URL(response.url());
      // The page's own blob: URLs (its images, once fetched) are no requests.
      if (url.protocol.startsWith("http")) loaded.set(url.pathname, response.headers()["server"] ?? "none");
    });
    context.on("page", (page) =>
      page.on("websocket", (socket) => {
        const url = new URL(socket.url());
        const address = `${url.protocol}//${url.host}${url.pathname}`;
        sockets.push(address);
        let heard = false;
        socket.on("close", () => {
          if (!heard) refused(new Error(`the live socket at ${address} closed having told nothing`));
        });
        socket.on("framereceived", (frame) => {
          heard = true;
          try {
            told.push(JSON.parse(frame.payload).revision);
          } catch {
            // Not a frame of the feed.
          }
        });
      }),
    );
  },
);
test.close();
