// Rotate and Confirm beside the tile keep off the figures on the board. The
// player taps the lit cell CELL (`x,y`), west of a tile whose figure stands where the
// controls would first go (to the tile's right): the tile shows there, and the controls
// cover neither that figure nor any other lit cell's middle. Prints `covered N`.
import { check, DESKTOP, figures, figuresUnderControls, run, shots } from "./common.mjs";

const wanted = process.env.CELL;
check(Boolean(wanted), "CELL is set");

await run(DESKTOP, async (page) => {
  await page.waitForSelector(".board[data-revision]");
  await page.locator(`.marks .cell[data-cell="${wanted}"]`).click();
  await page.waitForSelector(`.marks .cell[data-cell="${wanted}"][aria-selected=true]`);
  await page.waitForSelector(".board .near:not([hidden])");
  const covered = await figuresUnderControls(page, await figures(page));
  const overCells = await page.evaluate(() => {
    const near = document.querySelector(".board .near").getBoundingClientRect();
    return [...document.querySelectorAll(".marks .cell[role=option]:not([aria-selected=true])")]
      .map((c) => c.getBoundingClientRect())
      .map((r) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 }))
      .filter((m) => m.x >= near.left && m.x <= near.right && m.y >= near.top && m.y <= near.bottom).length;
  });
  if (shots) await page.screenshot({ path: `${shots}/web-clear.png` });
  check(overCells === 0, `Rotate and Confirm over ${overCells} lit cells' middles`);
  console.log(`covered ${covered}`);
});
