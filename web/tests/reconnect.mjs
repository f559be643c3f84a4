// The live socket drops (closed between the page and the bot) and no new one may reach
// the bot yet: the page says it is offline and prints `ready`; the test makes a move and
// answers `moved NAME`; only then may the page's socket reach the bot again. The page
// must open it again by itself and catch up on the move it missed — the later revision,
// its board, the last move naming NAME — with the offline notice gone and no reload.
// Prints the time from `moved` to the page showing it: a figure, not a limit.
import { beforeMove, moveFromTest, run, showsMove, stayed } from "./common.mjs";

const test = moveFromTest();
/** The page's sockets routed so far, to drop them. */
const sockets = [];
/** Kept once the page's socket reached the bot and heard from it. */
let heard;
const first = new Promise((resolve) => (heard = resolve));
/** Whether new sockets are held back from the bot, and the release of those held. */
let held = false;
let release;
const released = new Promise((resolve) => (release = resolve));

async function route(socket) {
  sockets.push(socket);
  if (held) await released;
  const server = socket.connectToServer();
  server.onMessage((message) => {
    socket.send(message);
    heard();
  });
}

await run(
  { viewport: { width: 1280, height: 800 } },
  async (page) => {
    await page.waitForSelector(".board[data-revision]");
    await first;
    const shown = await beforeMove(page);
    held = true;
    for (const socket of sockets) await socket.close();
    await page.waitForFunction(() => (document.querySelector(".notice")?.textContent ?? "") !== "");
    const line = await test.ready();
    release();
    const { now, since } = await showsMove(page, shown, line);
    await page.waitForFunction(() => (document.querySelector(".notice")?.textContent ?? "") === "");
    const ms = performance.now() - since;
    await stayed(page);
    console.log(`reconnected: revision ${shown.start} → ${now} shown with the last move after ${ms.toFixed(0)} ms`);
  },
  (context) => context.routeWebSocket(/\/api\/live/, route),
);
test.close();
