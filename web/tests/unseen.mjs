// The sheet of the tiles to come on a phone-sized page (390×844), by keyboard: Enter on
// the count of tiles left opens it as a modal dialog with the focus inside; every kind
// is drawn (its picture asked as `api/tile.png?kind=ID`), counted and named; nothing
// scrolls sideways and every target is 44 px or more; axe-core finds nothing in it;
// Escape closes it and the focus is back on the count. Prints `heading WORDS`, `close
// WORDS`, `left N` (the count shown) and each kind as `unseen ID COUNT WORDS`, for the
// Rust test to check against the game and the locale.
import { check, fits, run, violations } from "./common.mjs";

const phone = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

await run(phone, async (page) => {
  await page.waitForSelector(".board[data-revision]");
  const opener = page.locator("button.unseen-open");
  await opener.focus();
  await page.keyboard.press("Enter");
  const sheet = page.locator("dialog.sheet[open]");
  await sheet.waitFor();
  check(await sheet.evaluate((d) => d.contains(document.activeElement)), "the focus is in the sheet");
  // Every kind drawn: its picture in place.
  await page.waitForFunction(() => {
    const drawn = [...document.querySelectorAll("dialog.sheet li .tile")];
    return drawn.length > 0 && drawn.every((p) => p.style.backgroundImage.startsWith("url("));
  });
  await fits(page);
  const found = await violations(page, ["dialog.sheet"]);
  check(found.length === 0, `axe-core: ${found.join("; ")}`);
  const read = await page.evaluate(() => ({
    heading: document.querySelector("dialog.sheet h2").textContent,
    close: document.querySelector("dialog.sheet button.close").textContent,
    left: document.querySelector("button.unseen-open").textContent,
    kinds: [...document.querySelectorAll("dialog.sheet li")].map((li) => ({
      tile: li.dataset.tile,
      count: li.dataset.count,
      words: li.textContent,
    })),
  }));
  console.log(`heading ${read.heading}`);
  console.log(`close ${read.close}`);
  console.log(`left ${read.left.match(/\d+/)?.[0]}`);
  for (const kind of read.kinds) console.log(`unseen ${kind.tile} ${kind.count} ${kind.words}`);
  await page.keyboard.press("Escape");
  await page.waitForSelector("dialog.sheet:not([open])", { state: "attached" });
  const back = await page.evaluate(() => document.activeElement?.classList.contains("unseen-open") ?? false);
  check(back, "the focus is back on the count of tiles left");
});
