// The page's link expires while it is open: once the page shows the game, the bot closes
// its live socket with the code of an expired link (4001) and its words. The page must
// say what the bot said (EXPIRED: ask for a new link), not that it is offline, and open
// no socket again (a new link alone mends it): once the words show, the page's clock
// (Playwright's, installed before it loads) is run a minute ahead, past any wait before
// a socket is opened again, and none may be.
import { check, run } from "./common.mjs";

const expired = process.env.EXPIRED;
if (!expired) throw new Error("EXPIRED is not set");

await run(
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  async (page, _context, live) => {
    let opened = 1;
    page.on("websocket", () => (opened += 1));
    await page.waitForSelector(".board[data-revision]");
    await live;
    await page.waitForFunction((words) => document.querySelector(".notice")?.textContent === words, expired);
    await page.clock.runFor(60_000);
    // A socket opened meanwhile is told of before the page answers this.
    await page.evaluate(() => true);
    check(opened === 1, `${opened} sockets opened`);
    console.log("the page says its link expired");
  },
  (context) => context.clock.install(),
);
