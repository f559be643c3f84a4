// The live socket goes silent without closing (a phone's, after it slept or changed
// networks): once the page heard its first frame, nothing the bot sends on it reaches
// the page any more, and the socket stays open. The page prints `ready`; the test makes
// a move and answers `moved NAME`. The page must find the socket dead by its silence
// (the bot tells the revision every 20 s), open another by itself and catch up on the
// move — the later revision, its board, the last move naming NAME — without a reload.
// Prints the time from `moved` to the page showing it: a figure, not a limit.
import { catchesUp, moveFromTest, run } from "./common.mjs";

const test = moveFromTest();
/** Kept once the page's first socket heard from the bot. */
let heard;
const firstHeard = new Promise((resolve) => (heard = resolve));
/** How many sockets the page opened. */
let opened = 0;

/** The first socket lets the bot's first frame through, then nothing; the next ones all. */
function route(socket) {
  opened += 1;
  const silent = opened === 1;
  let told = false;
  const server = socket.connectToServer();
  server.onMessage((message) => {
    if (silent && told) return;
    socket.send(message);
    told = true;
    heard();
  });
}

await run(
  { viewport: { width: 1280, height: 800 } },
  async (page) => {
    await page.waitForSelector(".board[data-revision]");
    await firstHeard;
    const { start, now, ms } = await catchesUp(page, test);
    console.log(`silent socket: revision ${start} → ${now} shown after ${ms.toFixed(0)} ms, ${opened} sockets opened`);
  },
  (context) => context.routeWebSocket(/\/api\/live/, route),
);
test.close();
