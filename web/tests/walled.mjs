// A field walled in between two cities on one tile, on a phone-sized page (390×844), at
// the figure step of the tile that walls it in: every field the step outlines has ground
// (`field ID AREA`, the area of its outline's bounding box in board cells), and
// each spot in a field stands inside its field's outline (`spot FIELD inside|outside`);
// axe-core finds nothing on the board. With BOARD_SCREENSHOTS set, the step is saved.
import { PHONE, check, run, shots, violations } from "./common.mjs";

await run(PHONE, async (page) => {
  await page.waitForSelector(".board[data-revision] .marks .spot.in-field");
  const read = await page.evaluate(() => {
    const fields = [...document.querySelectorAll(".marks .fields g[data-field]")];
    const ground = (g) => g.querySelector("path.ground");
    // A cell is 64 units of an outline's own drawing (`FIELD_UNITS`).
    const units = 64;
    return {
      fields: fields.map((g) => {
        const box = ground(g).getBBox();
        return { id: g.dataset.field, area: (box.width * box.height) / (units * units) };
      }),
      spots: [...document.querySelectorAll(".marks .spot.in-field")].map((s) => {
        const r = s.getBoundingClientRect();
        const owner = fields.find((g) => g.style.getPropertyValue("--field") === s.style.getPropertyValue("--field"));
        if (!owner) return { field: "none", inside: false };
        // The spot's middle on the screen, in the outline's own units.
        const path = ground(owner);
        const middle = new DOMPoint(r.left + r.width / 2, r.top + r.height / 2).matrixTransform(path.getScreenCTM().inverse());
        return { field: owner.dataset.field, inside: path.isPointInFill(middle) };
      }),
    };
  });
  check(read.fields.length > 0, "no field outlined");
  for (const f of read.fields) console.log(`field ${f.id} ${f.area.toFixed(3)}`);
  for (const s of read.spots) console.log(`spot ${s.field} ${s.inside ? "inside" : "outside"}`);
  const found = await violations(page, [".board"]);
  check(found.length === 0, `axe-core: ${found.join("; ")}`);
  if (shots) await page.screenshot({ path: `${shots}/web-walled.png` });
});
