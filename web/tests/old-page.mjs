// A page of the API's first version, from before the API had versions: the script the
// bot served then (fixtures/board-v1.js, kept as it was built) stands in for the one
// served now, as in a tab opened before the upgrade. Its requests name no version, and
// the bot answers them in that version's shape: the page shows the gifts each seat
// holds in their column, and plays its seat's turn (a tile placed).
import { readFileSync } from "node:fs";
import { check, moved, revision, run } from "./common.mjs";

const script = readFileSync(new URL("fixtures/board-v1.js", import.meta.url), "utf8");
/** The version each request to the API named, `null` for none. */
const named = [];

await run(
  { viewport: { width: 1280, height: 800 } },
  async (page) => {
    const heads = await page.locator(".players thead th").allTextContents();
    check(heads.includes("Gifts held"), `the gifts' column: ${JSON.stringify(heads)}`);
    const counts = await page.locator(".players tbody tr td:last-child").allTextContents();
    check(counts.length === 2 && counts.every((c) => /^\d+$/.test(c)), `each seat's gifts: ${JSON.stringify(counts)}`);
    const start = await revision(page);
    await page.locator(".cell").first().click();
    await page.waitForSelector(".preview");
    await page.locator(".actions button.primary").click();
    await moved(page, start);
    check(named.length > 0 && named.every((v) => v === null), `the old page named no version: ${JSON.stringify(named)}`);
  },
  async (context) => {
    await context.route(/\/board\.js(\?|$)/, (route) =>
      route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", body: script }),
    );
    context.on("request", (request) => {
      if (request.url().includes("/api/")) named.push(request.headers()["x-board-api"] ?? null);
    });
  },
);
