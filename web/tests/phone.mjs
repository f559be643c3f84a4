// A turn played by touch on a phone-sized page (390×844): nothing scrolls sideways, every
// target (buttons, discs, tools, fields, lit cells) is 44 px or more in every state, a finger's drag pans the board, taps place the
// tile, confirm and put a figure on a marked spot; the focus after ✓ goes to the next
// step, and the board's description for screen readers ends its sentences once. At 360
// and 320 px the board's tools still stand in one row.
import { check, fits, moved, revision, run, shots } from "./common.mjs";

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

await run(phone, async (page, context) => {
  await page.waitForSelector(".board[data-revision]");
  await fits(page);
  const start = await revision(page);
  // A drag with one finger moves the board.
  const before = await page.evaluate(() => document.querySelector(".stage").style.transform);
  const box = await page.locator(".viewport").boundingBox();
  const cdp = await context.newCDPSession(page);
  const at = (x, y) => [{ x: box.x + x, y: box.y + y, id: 1 }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(200, 150) });
  for (let step = 1; step <= 5; step += 1) {
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(200 - 12 * step, 150 + 8 * step) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await page.waitForFunction((t) => document.querySelector(".stage").style.transform !== t, before);
  await page.getByRole("button", { name: /whole board|tout le plateau/i }).tap();
  await fits(page);
  await page.locator(".cell").first().tap();
  await page.waitForSelector(".preview");
  await fits(page);
  await page.locator(".near button.primary").tap();
  const now = await moved(page, start);
  // Confirm beside the tile is gone with the tile placed: the focus went on to the next
  // step, not to the page's body.
  const focus = await page.evaluate(() => {
    const at = document.activeElement;
    return at === document.body || at === null ? "body" : at.closest("[hidden]") ? "hidden" : "kept";
  });
  check(focus === "kept", `the focus after ✓ is on the ${focus}`);
  // The board in words ends its sentences once.
  const told = await page.locator("#board-told").textContent();
  check(!told.includes(".."), `the board's description: ${told}`);
  await page.waitForSelector(".spot");
  await fits(page);
  if (shots) await page.screenshot({ path: `${shots}/web-phone.png`, fullPage: true });
  await page.locator(".spot").first().tap();
  await moved(page, now);
  // On a narrower phone (360 px, many Android phones; 320 px, the smallest) the board's
  // eight tools stay in one row under it, each narrowed alike, still 44 px tall.
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 780 });
    const tools = await page.evaluate(() =>
      [...document.querySelectorAll(".board .tools button")].map((b) => b.getBoundingClientRect()).map((r) => ({ top: r.top, w: r.width, h: r.height })),
    );
    check(tools.length === 8, `${width} px: ${tools.length} tools`);
    check(new Set(tools.map((t) => Math.round(t.top))).size === 1, `${width} px: the tools wrap: ${JSON.stringify(tools)}`);
    check(tools.every((t) => t.h >= 43.5 && t.w >= 34), `${width} px: a tool too small: ${JSON.stringify(tools)}`);
    const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    check(wide <= 0, `${width} px: the page scrolls sideways by ${wide} px`);
  }
});
