// The page told a game by a bot that answers another version of the API than it reads
// (the bot upgraded while the page was open: every answer here says version 3) loads
// itself again, once: the page it then gets is the bot's own. Told the same again (a
// stale copy of the page), it goes on as it is rather than loading itself for ever.
import { check, run } from "./common.mjs";

/** The document's loads, and the version each request to the API named. */
let loads = 0;
const named = [];

await run(
  { viewport: { width: 1280, height: 800 } },
  async (page) => {
    await page.waitForSelector(".players tbody tr");
    check(loads === 2, `loaded again once: ${loads} loads`);
    const kept = await page.evaluate(() => localStorage.getItem("carcassonne-api-reloaded"));
    check(kept === "2>3", `the versions it loaded itself again for are kept: ${kept}`);
    check(named.length > 0 && named.every((v) => v === "2"), `each request named version 2: ${JSON.stringify(named)}`);
  },
  async (context) => {
    context.on("request", (request) => {
      if (request.isNavigationRequest() && request.resourceType() === "document") loads += 1;
      if (request.url().includes("/api/")) named.push(request.headers()["x-board-api"] ?? null);
    });
    await context.route(/\/api\/game$/, async (route) => {
      const answer = await route.fetch();
      const game = await answer.json();
      await route.fulfill({ response: answer, json: { ...game, api: 3 } });
    });
  },
);
