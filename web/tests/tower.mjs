// The Tower's decisions on the page, each played as its player would, on two pages open
// side by side: Ann's at BOARD_URL on a desktop (mouse and keyboard), Bob's at
// BOARD_URL_2 on a phone (390×844, touch). Once both pages are open this prints `ready`;
// then for each line `play SEAT MODE REVISION ACTION` (seat 0 Ann, 1 Bob; MODE `mouse`,
// `touch` or `keyboard`) it waits until both pages show REVISION and plays ACTION on the
// seat's page: through its mark on the board when it has one (a tower's lit cell for a
// piece or a meeple on top, the captive's spot), found by the words of the step's
// button, else (a ransom) through that button — clicked, tapped, or reached with Tab and
// pressed with Enter. A mark shared by several steps (a piece and a meeple on top of
// one tower) lets the player pick among their buttons: the step's own is then pressed
// the same way. Before the move, on the seat's page: every target is 44 px or more; at
// a capture axe-core finds no violation, the captive's spot is marked, and the other
// page offers no mark. It prints each page's prompt (`prompt SEAT "…"`) and, once the
// page shows the move, `played`. `done` ends it. With BOARD_SCREENSHOTS set, each
// step's page is saved there before its move.
import { createInterface } from "node:readline";
import { chromium } from "playwright-core";
import { check, fits, moved, PATIENCE, press, shots, violations } from "./common.mjs";

const urls = [process.env.BOARD_URL, process.env.BOARD_URL_2];
check(urls.every(Boolean), "BOARD_URL and BOARD_URL_2 are set");
const desktop = { viewport: { width: 1280, height: 800 } };
const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

/** The step `action`'s button among the page's choices. */
function choice(page, action) {
  return page.locator(`.choices button[data-action="${action}"]`);
}

/** The mark on the board of the step `action` (named by its button's words), and how
 * many steps it names; `null` when the board marks none. */
async function mark(page, action) {
  const label = await choice(page, action).textContent();
  const marks = page.locator(".marks button");
  const count = await marks.count();
  for (let i = 0; i < count; i += 1) {
    const named = ((await marks.nth(i).getAttribute("aria-label")) ?? "").split(" · ");
    if (named.includes(label)) return { target: marks.nth(i), steps: named.length };
  }
  return null;
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
    await choice(page, action).waitFor();
    await fits(page);
    const marked = await mark(page, action);
    const device = seat === 0 ? "desktop" : "phone";
    if (action.startsWith("capture ")) {
      const found = await violations(page);
      check(found.length === 0, `axe at ${action}:\n${found.join("\n")}`);
      check((await marked?.target.getAttribute("class")) === "spot", `the captive's spot is marked for ${action}`);
      check((await other.locator(".marks button").count()) === 0, "the other page offers no mark");
    }
    if (action.startsWith("tower ") || action.startsWith("top ")) {
      check((await marked?.target.getAttribute("class")) === "step-cell", `the tower's cell is lit for ${action}`);
    }
    if (shots) await page.screenshot({ path: `${shots}/web-tower-${action.split(" ")[0]}-${device}.png` });
    for (const [i, shown] of pages.entries()) {
      console.log(`prompt ${i} ${JSON.stringify(await shown.locator(".prompt").textContent())}`);
    }
    if (!marked) {
      await press(page, choice(page, action), mode);
    } else {
      await press(page, marked.target, mode);
      if (marked.steps > 1) {
        // The mark names several steps: the page points at their buttons.
        await page.locator(`.choices button.wanted[data-action="${action}"]`).waitFor();
        await press(page, choice(page, action), mode);
      }
    }
    await moved(page, Number(revision));
    console.log("played");
  }
} finally {
  await browser.close();
  input.close();
}
if (errors.length > 0) throw new Error(`errors on the pages: ${errors.join("; ")}`);
