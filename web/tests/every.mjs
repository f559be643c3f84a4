// A game of every expansion on a phone (390×844, touch), followed on the page while the
// test plays it. Once the page is open and its live socket told it the revision, this
// prints `ready`; then, for each `check NAME REVISION` on our input (a figure step, a
// bazaar, gifts to open, Take two, the end), it waits until the page shows that
// revision and checks it as a player with thumbs and ears would find it:
// - axe-core finds no violation;
// - every target (buttons, discs, tools, fields, lit cells) is 44 px square or more;
// - a tile a step is about (a bazaar's, Take two's) is drawn on its button, and at a
//   bid the bazaar's tiles are drawn;
// then prints the page's text (`text "…"`, for the test to check its words) and
// `checked NAME`. `done` ends it. With BOARD_SCREENSHOTS set, the figure step, the
// bazaar's choice, its bids and the end are saved there at phone and desktop size.
import { createInterface } from "node:readline";
import { check, fits, run, shots, violations } from "./common.mjs";

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

await run(phone, async (page, _context, live) => {
  await page.waitForSelector(".board[data-revision]");
  await live;
  console.log("ready");
  for (;;) {
    const { value: line, done } = await lines.next();
    if (done || line === "done") break;
    const [, name, revision] = line.split(" ");
    await page.waitForFunction((r) => document.body.dataset.revision === r, revision);
    await page.waitForSelector(`.board[data-revision="${revision}"]`);
    if (name === "bazaar" || name === "take-two") {
      // Each tile to choose or keep is drawn on its button.
      await page.waitForFunction(() => {
        const steps = [...document.querySelectorAll('button[data-action^="choose "], button[data-action^="keep "]')];
        const drawn = steps.map((b) => b.querySelector(".tile")?.style.backgroundImage ?? "");
        return steps.length > 0 && drawn.every((url) => url.startsWith("url("));
      });
    }
    if (name === "bids") {
      // The bazaar's tiles, the one under the hammer among them, are drawn.
      await page.waitForFunction(() => {
        const drawn = [...document.querySelectorAll(".offers .tile")].map((t) => t.style.backgroundImage);
        return drawn.length > 0 && drawn.every((url) => url.startsWith("url("));
      });
    }
    await fits(page);
    const found = await violations(page);
    check(found.length === 0, `axe at ${name}:\n${found.join("\n")}`);
    const text = await page.evaluate(() => {
      const labels = [...document.querySelectorAll("[aria-label], [title]")].map(
        (e) => `${e.getAttribute("aria-label") ?? ""} ${e.getAttribute("title") ?? ""}`,
      );
      return [document.title, document.body.innerText, ...labels].join("\n");
    });
    console.log(`text ${JSON.stringify(text)}`);
    if (shots && ["figure", "bazaar", "bids", "end"].includes(name)) {
      await page.screenshot({ path: `${shots}/web-phone-${name}.png`, fullPage: true });
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.waitForFunction(() => document.querySelector(".viewport").clientWidth > 800);
      if (name !== "figure") await page.locator('.tools button[data-word="whole-board"]').click();
      await page.waitForSelector(`.board[data-revision="${revision}"]`);
      await page.screenshot({ path: `${shots}/web-desktop-${name}.png` });
      await page.setViewportSize(phone.viewport);
      await page.waitForFunction(() => document.querySelector(".viewport").clientWidth < 400);
    }
    console.log(`checked ${name}`);
  }
});
input.close();
