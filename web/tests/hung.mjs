// A read that hangs (a phone's request lost across a change of networks): once the page
// shows the game, the next read of the game it makes is held and never answered. The
// page prints `ready`; the test makes a move and answers `moved NAME`. The live socket
// tells the page, whose read of the game after it hangs: the page must give it up by
// itself, ask again and show the move — the later revision, its board, the last move
// naming NAME — without a reload. Prints the time from `moved` to the page showing it.
import { catchesUp, check, moveFromTest, run } from "./common.mjs";

const test = moveFromTest();
/** Whether the next read of the game is to hang; how many were held. */
let hang = false;
let held = 0;

await run(
  { viewport: { width: 1280, height: 800 } },
  async (page) => {
    await page.waitForSelector(".board[data-revision]");
    hang = true;
    const { start, now, ms } = await catchesUp(page, test);
    check(held === 1, `${held} reads held`);
    console.log(`hung read: revision ${start} → ${now} shown after ${ms.toFixed(0)} ms`);
  },
  (context) =>
    context.route(/\/api\/game$/, async (route) => {
      if (!hang) return route.continue();
      hang = false;
      held += 1;
      // Never answered: the page's own patience ends it.
    }),
);
test.close();
