// The opt-in notification of one's turn. The page is the second seat's, opened with the
// browser's notification permission granted (playwright's grantPermissions, CDP's
// Browser.grantPermissions), out of sight all along: headless Chromium shows every page
// as visible, so the document says it is hidden (as a tab behind another is), and each
// notification the page makes is noted. Once the page is open and its live socket told
// it the revision, this prints `ready`; then, on our input:
// - `wait N`: the game is at revision N, not this seat's turn: no notification;
// - `turn N`: at revision N it became this seat's turn. The first time, the player has
//   not opted in: no notification (the tab's title alone cues it); the page then opts
//   in by its button and plays the turn (a lit cell, Confirm, No figure if asked) and
//   prints `played`. The second time, exactly one notification, naming the turn and
//   the prompt; it prints `told`.
// `done` ends it.
import { createInterface } from "node:readline";
import { check, moved, run } from "./common.mjs";

const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();
const origin = new URL(process.env.BOARD_URL).origin;

/** Before any of the page's scripts: the document out of sight, and its notifications noted. */
function outOfSight() {
  const Real = window.Notification;
  window.told = [];
  // The browser's own, its permission and request read from it; each one made is noted.
  window.Notification = new Proxy(Real, {
    get: (target, key) => (typeof target[key] === "function" ? target[key].bind(target) : target[key]),
    construct: (target, [title, options]) => {
      window.told.push({ title, body: options?.body ?? "" });
      return new target(title, options);
    },
  });
  Object.defineProperty(Document.prototype, "hidden", { configurable: true, get: () => true });
  Object.defineProperty(Document.prototype, "visibilityState", { configurable: true, get: () => "hidden" });
}

const prepare = async (context) => {
  await context.grantPermissions(["notifications"], { origin });
  await context.addInitScript(outOfSight);
};

/** Waits until the page shows revision `r` and its board. */
async function at(page, r) {
  await page.waitForFunction((wanted) => document.body.dataset.revision === wanted, String(r));
  await page.waitForSelector(`.board[data-revision="${r}"]`);
}

const told = (page) => page.evaluate(() => window.told);

await run(
  { viewport: { width: 1280, height: 800 } },
  async (page, _context, live) => {
    await page.waitForSelector(".board[data-revision]");
    await live;
    check(await page.evaluate(() => document.hidden && Notification.permission === "granted"), "hidden, granted");
    console.log("ready");
    let turns = 0;
    for (;;) {
      const { value: line, done } = await lines.next();
      if (done || line === "done") break;
      const [what, r] = line.split(" ");
      await at(page, r);
      const shown = await told(page);
      if (what === "wait") {
        check(shown.length === 0, `a notification when it is not the player's turn: ${JSON.stringify(shown)}`);
        console.log("waited");
        continue;
      }
      check(what === "turn", `told "${line}"`);
      const title = await page.title();
      check(title.startsWith("●"), `the tab's title cues the turn: "${title}"`);
      turns += 1;
      if (turns === 1) {
        check(shown.length === 0, `a notification before the player opted in: ${JSON.stringify(shown)}`);
        const ask = page.locator("button.notify");
        const before = await ask.textContent();
        await ask.click();
        await page.waitForFunction((b) => document.querySelector("button.notify")?.textContent !== b, before);
        check(
          await page.evaluate(() => localStorage.getItem("carcassonne-notify") === "yes"),
          "the wish is kept",
        );
        // The player's own turn, played on the page: no notification of it.
        await page.locator(".cell").first().click();
        await page.waitForSelector(".preview");
        await page.locator(".actions button.primary").click();
        const placed = await moved(page, Number(r));
        if ((await page.locator(".choices button").count()) > 0) {
          await page.locator(".choices button").last().click();
          await moved(page, placed);
        }
        check((await told(page)).length === 0, "a notification of a turn the player is playing");
        console.log("played");
      } else {
        await page.waitForFunction(() => window.told.length > 0);
        const all = await told(page);
        check(all.length === 1, `one notification: ${JSON.stringify(all)}`);
        const prompt = await page.locator(".prompt").textContent();
        check(all[0].title === title.replace(/^● /, ""), `its title "${all[0].title}", the tab's "${title}"`);
        check(all[0].body === prompt, `its words "${all[0].body}", the prompt "${prompt}"`);
        console.log("told");
      }
    }
  },
  prepare,
);
input.close();
