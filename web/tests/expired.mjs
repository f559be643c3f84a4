// The page's link expires while it is open: once the page shows the game, the bot closes
// its live socket with the code of an expired link (4001) and its words. The page must
// say what the bot said (EXPIRED: ask for a new link), not that it is offline, and open
// no socket again (a new link alone mends it): once the words show, the page's clock
// (Playwright's, installed before it loads) is run a minute ahead, past any wait before
// a socket is opened again, and none may be.
// With EXPIRED_ASLEEP set, the page sleeps through the expiry (a phone's, locked): the
// bot's closing never reaches it, its socket stays open and silent. Run a minute ahead,
// the page drops that socket and opens another with its expired link, which the bot opens
// and closes at once as expired: the page must say so then, and open none again.
// The link is the test's, made once the browser is up (`ready`; the test answers
// `open URL`, and `done` at the end), so that its short life is not spent while a busy
// machine starts the browser.
import { createInterface } from "node:readline";
import { check, run } from "./common.mjs";

const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

/** The page's link, asked of the test once the browser is up. */
async function linkFromTest() {
  console.log("ready");
  const { value } = await lines.next();
  check(value?.startsWith("open "), `told "${value}"`);
  return value.slice("open ".length);
}

const expired = process.env.EXPIRED;
if (!expired) throw new Error("EXPIRED is not set");
const asleep = Boolean(process.env.EXPIRED_ASLEEP);

/** Kept when the bot closed the page's first socket (at the link's expiry). */
let closedByBot;
const expiry = new Promise((resolve) => (closedByBot = resolve));

/** Asleep: the first socket's closing by the bot never reaches the page; the next sockets are the bot's. */
function sleepThrough(socket) {
  const server = socket.connectToServer();
  if (closedByBot === null) return;
  const close = closedByBot;
  closedByBot = null;
  server.onClose(() => close());
}

await run(
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  async (page, _context, live) => {
    let opened = 1;
    page.on("websocket", () => (opened += 1));
    await page.waitForSelector(".board[data-revision]");
    await live;
    if (asleep) {
      await expiry;
      // The silence the page waits out before it takes the socket for dead, and the wait before the next.
      await page.clock.runFor(60_000);
    }
    await page.waitForFunction((words) => document.querySelector(".notice")?.textContent === words, expired);
    const before = opened;
    await page.clock.runFor(60_000);
    // A socket opened meanwhile is told of before the page answers this.
    await page.evaluate(() => true);
    check(opened === before, `${opened - before} sockets opened after the words`);
    check(opened === (asleep ? 2 : 1), `${opened} sockets opened in all`);
    console.log(asleep ? "the page woke past its link's end and says it expired" : "the page says its link expired");
  },
  async (context) => {
    await context.clock.install();
    if (asleep) await context.routeWebSocket(/\/api\/live/, sleepThrough);
  },
  linkFromTest,
);
const { value: last } = await lines.next();
check(last === "done", `told "${last}"`);
input.close();
