// Princess & Dragon's decisions on the page, each played as its player would, on two
// pages open side by side: Ann's at BOARD_URL on a desktop (mouse and keyboard), Bob's
// at BOARD_URL_2 on a phone (390×844, touch). Once both pages are open this prints
// `ready`; then for each line `play SEAT MODE REVISION ACTION` (seat 0 Ann, 1 Bob; MODE
// `mouse`, `touch` or `keyboard`) it waits until both pages show REVISION and plays
// ACTION on the seat's page through its mark on the board — a marked spot (the fairy's
// follower, the portal's feature, the princess's knight) or a lit cell (the dragon's
// next tile), found by the words of the step's button — clicked, tapped, or reached
// with Tab and pressed with Enter. Before the move, on the seat's page: every target is
// 44 px or more; at a dragon step axe-core finds no violation, there is one lit cell per
// side offered, and the other page offers none. It prints each page's prompt (`prompt
// SEAT "…"`) and, once the page shows the move, `played`. `done` ends it. With
// BOARD_SCREENSHOTS set, each step's page is saved there before its move.
import { createInterface } from "node:readline";
import { chromium } from "playwright-core";
import { check, fits, moved, PATIENCE, press, shots, violations } from "./common.mjs";

const urls = [process.env.BOARD_URL, process.env.BOARD_URL_2];
check(urls.every(Boolean), "BOARD_URL and BOARD_URL_2 are set");
const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

/** The mark on the board of the step `action`: the spot or lit cell named by its button's words. */
async function mark(page, action) {
  const label = await page.locator(`.choices button[data-action="${action}"]`).textContent();
  const marks = page.locator(".marks button");
  const count = await marks.count();
  for (let i = 0; i < count; i += 1) {
    const named = (await marks.nth(i).getAttribute("aria-label")) ?? "";
    if (named.split(" · ").includes(label)) return marks.nth(i);
  }
  throw new Error(`no mark on the board for ${action} (${label})`);
}

const browser = await chromium.launch({
  timeout: PATIENCE,
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none"],
});
const errors = [];
try {
  const pages = [];
  for (const [seat, options] of [desktop, phone].entries()) {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    page.setDefaultTimeout(PATIENCE);
    page.on("pageerror", (e) => errors.push(`seat ${seat}: ${e}`));
    await page.goto(urls[seat]);
    await page.waitForSelector(".board[data-revision]");
    pages.push(page);
  }
  console.log("ready");
  for (;;) {
    const { value: line, done } = await lines.next();
    if (done || line === "done") break;
    const [verb, seatWord, mode, revision, ...words] = line.split(" ");
    check(verb === "play", `told "${line}"`);
    const action = words.join(" ");
    const seat = Number(seatWord);
    for (const page of pages) {
      await page.waitForFunction((r) => document.body.dataset.revision === r, revision);
      await page.waitForSelector(`.board[data-revision="${revision}"]`);
    }
    const page = pages[seat];
    const other = pages[1 - seat];
    await page.waitForSelector(`.choices button[data-action="${action}"]`);
    await fits(page);
    if (action.startsWith("dragon ")) {
      const found = await violations(page);
      check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
      const sides = await page.locator('.choices button[data-action^="dragon "]').count();
      const cells = await page.locator(".marks .step-cell").count();
      check(cells === sides && cells > 0, `${cells} lit cells for ${sides} sides`);
      check((await other.locator(".marks .step-cell").count()) === 0, "the other page offers no cell");
      if (shots) await page.screenshot({ path: `${shots}/web-dragon-${seat === 0 ? "desktop" : "phone"}.png` });
    }
    if (shots && !action.startsWith("dragon ")) {
      await page.screenshot({ path: `${shots}/web-${action.split(" ")[0]}-${seat === 0 ? "desktop" : "phone"}.png` });
    }
    for (const [i, shown] of pages.entries()) {
      console.log(`prompt ${i} ${JSON.stringify(await shown.locator(".prompt").textContent())}`);
    }
    const target = await mark(page, action);
    await press(page, target, mode);
    await moved(page, Number(revision));
    console.log("played");
  }
} finally {
  await browser.close();
  input.close();
}
if (errors.length > 0) throw new Error(`errors on the pages: ${errors.join("; ")}`);
