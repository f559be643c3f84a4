// A large tile (a monument's, two cells by two) in hand: every cell it may cover is lit,
// not only the cells its placements are named by. A lit cell that names none, clicked,
// shows the tile over four cells, the clicked one among them; keyboard focus lights the
// four cells of the placement it is on. Confirmed, the scenario prints the clicked cell
// (`covered X,Y`) for the test to check the tile placed covers it.
import { check, moved, revision, run } from "./common.mjs";

await run({ viewport: { width: 1280, height: 800 } }, async (page) => {
  await page.waitForSelector(".board[data-revision]");
  const start = await revision(page);
  const options = await page.locator(".cell[role=option]").count();
  const lit = await page.locator(".cell").count();
  check(options > 0 && lit > options, `the cells a large tile may cover are lit: ${lit} lit, ${options} named`);

  await page.locator(".viewport").focus();
  await page.waitForFunction(() => document.querySelectorAll(".cell.active").length === 4);

  const covered = page.locator(".cell:not([role=option])").first();
  const key = await covered.getAttribute("data-cell");
  const cell = await covered.boundingBox();
  await covered.click({ force: true });
  await page.waitForSelector(".preview");
  const tile = await page.locator(".preview").boundingBox();
  const near = (a, b) => Math.abs(a - b) < 2;
  check(near(tile.width, 2 * cell.width) && near(tile.height, 2 * cell.height), "the tile shown over four cells");
  const [x, y] = [cell.x + cell.width / 2, cell.y + cell.height / 2];
  const over = tile.x <= x && x <= tile.x + tile.width && tile.y <= y && y <= tile.y + tile.height;
  check(over, `the tile shown over the cell clicked: ${JSON.stringify({ tile, cell })}`);

  await page.locator(".actions button.primary").click();
  await moved(page, start);
  console.log(`covered ${key}`);
});
