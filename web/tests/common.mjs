// What every browser scenario shares: Debian's Chromium driven by playwright-core, the
// page opened at BOARD_URL (the served API's `/board#TOKEN`), and waits on what the page
// shows (its revision, its lit cells), never on time.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createInterface } from "node:readline";
import { launch, PATIENCE, TOUCH } from "./chromium.mjs";

export { launch, PATIENCE };

export const url = process.env.BOARD_URL;
if (!url) throw new Error("BOARD_URL is not set");
/** Where to save screenshots of the page in mid-turn, if anywhere. */
export const shots = process.env.BOARD_SCREENSHOTS;
/**
 * Opens the page in a new browser with `options` (viewport, touch…); runs `scenario` with
 * the page, its context, and a promise kept once the page's live socket told it something.
 * `prepare`, if given, is run with the context before the page opens (to route its socket).
 * The page opened is BOARD_URL, or what `where` answers once the browser is up (a link
 * the test makes only then).
 */
export async function run(options, scenario, prepare, where = async () => url) {
  await browse(
    options,
    async (page, context) => {
      const told = new Promise((resolve) =>
        page.on("websocket", (socket) => socket.on("framereceived", () => resolve())),
      );
      await page.goto(await where());
      await page.waitForSelector("body[data-revision]");
      await scenario(page, context, told);
    },
    prepare,
  );
}

/**
 * Runs `scenario` on a blank page of a new browser with `options`; fails on the page's
 * errors. `prepare`, if given, is run with the context before the page is made.
 */
export async function browse(options, scenario, prepare) {
  const browser = await launch();
  const errors = [];
  try {
    const context = await browser.newContext(options);
    if (prepare) await prepare(context);
    const page = await context.newPage();
    page.on("pageerror", (e) => errors.push(String(e)));
    const seen = watch(page);
    page.setDefaultTimeout(PATIENCE);
    try {
      await scenario(page, context);
    } catch (e) {
      throw new Error(`${e instanceof Error ? e.stack : e}\n${await seen.told(page)}`);
    }
    if (errors.length > 0) throw new Error(`errors on the page: ${errors.join("; ")}`);
  } finally {
    await browser.close();
  }
}

/** How many of the page's last happenings a failed scenario tells. */
const TOLD = 40;

/**
 * Keeps what `page` did that a hung scenario is explained by: its errors, its console's
 * warnings, its requests that failed, were refused or are still under way, its live
 * socket's frames and closings. `told(page)` words them, with what the page shows now.
 */
function watch(page) {
  const happened = [];
  const pending = new Map();
  const start = performance.now();
  const note = (what) => {
    happened.push(`${Math.round(performance.now() - start)} ms ${what}`);
    if (happened.length > TOLD) happened.shift();
  };
  const path = (request) => request.url().replace(/^[a-z]+:\/\/[^/]+/, "");
  page.on("pageerror", (e) => note(`error ${e}`));
  page.on("crash", () => note("the page crashed"));
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") note(`console ${m.type()} ${m.text()}`);
  });
  page.on("request", (r) => pending.set(r, performance.now()));
  page.on("requestfinished", (r) => pending.delete(r));
  page.on("requestfailed", (r) => {
    pending.delete(r);
    note(`failed ${path(r)}: ${r.failure()?.errorText}`);
  });
  page.on("response", (r) => {
    if (r.status() >= 400) note(`${r.status()} ${path(r.request())}`);
  });
  page.on("websocket", (socket) => {
    note("socket opened");
    socket.on("framereceived", (f) => note(`socket told ${f.payload}`));
    socket.on("socketerror", (e) => note(`socket error ${e}`));
    socket.on("close", () => note("socket closed"));
  });
  return {
    async told(page) {
      const shown = await page
        .evaluate(() => ({
          revision: document.body.dataset.revision,
          board: document.querySelector(".board")?.getAttribute("data-revision"),
          notice: document.querySelector(".notice")?.textContent,
        }))
        .catch((e) => String(e));
      const now = performance.now();
      const under = [...pending].map(([r, at]) => `${path(r)} for ${Math.round(now - at)} ms`);
      return [
        `the page shows ${JSON.stringify(shown)}`,
        `requests under way: ${under.join(", ") || "none"}`,
        "what it did last:",
        ...happened,
      ].join("\n");
    },
  };
}

/** The revision the page (or a frame's page) shows. */
export async function revision(page) {
  return Number(await page.getAttribute("body", "data-revision"));
}

/** Waits until the page (or a frame's page) shows a revision after `before`, and its board picture too. */
export async function moved(page, before) {
  await page.waitForFunction((r) => Number(document.body.dataset.revision) > r, before);
  const now = await revision(page);
  await page.waitForSelector(`.board[data-revision="${now}"]`);
  return now;
}

/** Fails unless `ok`. */
export function check(ok, what) {
  if (!ok) throw new Error(what);
}

/** The smallest target a finger hits surely, in CSS px (WCAG 2.5.5, enhanced). */
export const TARGET = 44;

/**
 * The smallest target `page` (Playwright's, or one `browsers.mjs` drives) makes for its
 * pointer: TARGET on a touch screen, 24 px for a mouse (WebKit's WebDriver has no touch).
 */
export function leastTarget(page) {
  return page.evaluate(() => (window.matchMedia("(pointer: coarse)").matches || navigator.maxTouchPoints > 0 ? 44 : 24));
}

/**
 * The page has no horizontal scroll, and everything a finger may tap — buttons (the
 * figures' discs, the board's tools), fields, the cells where the tile fits — is a
 * target of at least TARGET px square.
 */
export async function fits(page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  check(wide <= 0, `the page scrolls sideways by ${wide} px`);
  const small = await page.evaluate(
    (least) =>
      [...document.querySelectorAll("button, input, select, [role=option]")]
        .map((b) => [b.getAttribute("aria-label") || b.textContent, b.getBoundingClientRect()])
        .filter(([, r]) => r.width > 0 && (r.width < least - 0.5 || r.height < least - 0.5))
        .map(([t, r]) => `${t} ${r.width}×${r.height}`),
    TARGET,
  );
  check(small.length === 0, `touch targets under ${TARGET} px: ${small.join(", ")}`);
}

/** The figures on the board, as the bot answers them to `page`'s link: each one's cell. */
export function figures(page) {
  return page.evaluate(async () => {
    const headers = { "X-Board-Link": decodeURIComponent(location.hash.slice(1)), "X-Board-Api": "2" };
    return (await (await fetch("api/game", { headers, cache: "no-store" })).json()).figures;
  });
}

/**
 * How many of `standing` (the figures on the board, `figures`' answer, read once for a
 * step: a read at each tap would spend the link's budget of requests) the controls
 * beside the tile (↻ ✓) cover the middle of on `page`, put on the page by a lit cell's
 * box (its `data-cell` and its place).
 */
export function figuresUnderControls(page, standing) {
  return page.evaluate((standing) => {
    const near = document.querySelector(".board .near:not([hidden])")?.getBoundingClientRect();
    const lit = document.querySelector(".marks .cell[role=option]");
    if (!near || !lit) return 0;
    const cell = lit.getBoundingClientRect();
    const [cx, cy] = lit.dataset.cell.split(",").map(Number);
    return standing
      .map(([u, v]) => ({ x: cell.left + (u - cx) * cell.width, y: cell.top + (v - cy) * cell.height }))
      .filter((f) => f.x >= near.left && f.x <= near.right && f.y >= near.top && f.y <= near.bottom).length;
  }, standing);
}

/**
 * The test's word that it made a move elsewhere: `ready()` prints `ready` and resolves
 * with the line the test then answers on our input (`moved NAME`); `close()` once done.
 */
export function moveFromTest() {
  const input = createInterface({ input: process.stdin });
  const told = new Promise((resolve) => input.once("line", resolve));
  return {
    ready() {
      console.log("ready");
      return told;
    },
    close() {
      input.close();
    },
  };
}

/**
 * What the page shows before a move made elsewhere: its revision and last move in words.
 * The page is marked, so that a reload would show.
 */
export async function beforeMove(page) {
  const start = await revision(page);
  const last = await page.locator(".last").textContent();
  await page.evaluate(() => {
    window.stayed = true;
  });
  return { start, last };
}

/**
 * Waits until the page shows the move the test told of (`line`, `moved NAME`) after what
 * `shown` (from `beforeMove`) was: a later revision, its board, the last move in words
 * naming NAME. The revision shown and when the line was read (`performance.now()`), to
 * measure from.
 */
export async function showsMove(page, shown, line) {
  const since = performance.now();
  const mover = line.replace(/^moved /, "");
  check(line.startsWith("moved ") && mover.length > 0, `told "${line}"`);
  const now = await moved(page, shown.start);
  await page.waitForFunction(
    ([b, m]) => {
      const last = document.querySelector(".last")?.textContent ?? "";
      return last !== b && last.includes(m);
    },
    [shown.last, mover],
  );
  return { now, since };
}

/**
 * The whole of a move made elsewhere: prints `ready` once the page is marked
 * ([`beforeMove`]), then waits for the test's `moved NAME` and for the page to show that
 * move ([`showsMove`]) without a reload ([`stayed`]). The revisions before and after, and
 * the milliseconds from `moved` to the page showing it.
 */
export async function catchesUp(page, test) {
  const shown = await beforeMove(page);
  const line = await test.ready();
  const { now, since } = await showsMove(page, shown, line);
  const ms = performance.now() - since;
  await stayed(page);
  return { start: shown.start, now, ms };
}

/** Fails if the page was reloaded since `beforeMove`. */
export async function stayed(page) {
  check(await page.evaluate(() => window.stayed === true), "the page was reloaded");
}

/**
 * axe-core's source, evaluated in the page through the browser's debugging protocol:
 * the page's content policy (`script-src 'self'`) rightly refuses any inline script
 * tag, and evaluation by the debugger is not the page running a script of its own.
 */
const axe = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe-core's violations on `page` (Playwright's, or one `browsers.mjs` drives), each as
 * `id (impact): the nodes`; only within the elements the selectors `within` pick, if
 * given, each of which must pick one at least (so that axe checks them, not a page where
 * they are missing).
 */
export async function violations(page, within) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(`${axe}\n;true`);
  for (const selector of within ?? []) {
    const found = await page.evaluate((s) => document.querySelectorAll(s).length, selector);
    check(found > 0, `nothing for axe-core to check at ${selector}`);
  }
  return page.evaluate(async (within) => {
    const context = within ? { include: within.map((selector) => [selector]) } : document;
    const result = await window.axe.run(context, { resultTypes: ["violations"] });
    return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  }, within ?? null);
}

/** Whether the whole of `target` is inside the board's view on `page`. */
export async function inView(page, target) {
  const box = await target.boundingBox();
  const view = await page.locator(".board .viewport").boundingBox();
  return (
    box !== null &&
    view !== null &&
    box.x >= view.x - 0.5 &&
    box.y >= view.y - 0.5 &&
    box.x + box.width <= view.x + view.width + 0.5 &&
    box.y + box.height <= view.y + view.height + 0.5
  );
}

/** Presses Tab until `target` has the focus (at most `most` times), then Enter. */
async function tabAndPress(page, target, most = 80) {
  const handle = await target.elementHandle();
  for (let i = 0; i < most; i += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((t) => document.activeElement === t, handle)) {
      await page.keyboard.press("Enter");
      return;
    }
  }
  throw new Error("Tab never reached the target");
}

/** Activates `target` on `page` as a player would by `mode`: mouse, touch or keyboard. */
export async function press(page, target, mode) {
  if (mode === "mouse") await target.click();
  else if (mode === "touch") await target.tap();
  else if (mode === "keyboard") await tabAndPress(page, target);
  else throw new Error(`no mode ${mode}`);
}

/** The step `action`'s button among the page's choices. */
export function choice(page, action) {
  return page.locator(`.choices button[data-action="${action}"]`);
}

/**
 * The mark on the board of the step `action` — a marked spot or a lit cell, found by
 * the words of the step's button — and how many steps it names; `null` when the board
 * marks none (a step named by its button alone).
 */
export async function mark(page, action) {
  const label = await choice(page, action).textContent();
  const marks = page.locator(".marks button");
  const count = await marks.count();
  for (let i = 0; i < count; i += 1) {
    const named = ((await marks.nth(i).getAttribute("aria-label")) ?? "").split(" · ");
    if (named.includes(label)) return { target: marks.nth(i), steps: named.length };
  }
  return null;
}

/**
 * The lit cell of the placement `action` (`place X Y DEGREES`) on the board, as `mark`
 * answers for a step: the cell where the tile in hand fits, one option of the board's
 * list; `null` when the board lights no such cell.
 */
export async function cellMark(page, action) {
  const [, x, y] = action.split(" ");
  const cell = page.locator(`.marks #cell-${x}-${y}`);
  return (await cell.count()) === 1 ? { target: cell, steps: 1 } : null;
}

/**
 * Places the tile in hand as `action` (`place X Y DEGREES`) names it, once its lit cell
 * (`marked`, from `cellMark`) is pressed by `mode`: the tile shown there is turned until
 * it shows `DEGREES`' rotation (the words of the rotation shown begin with its degrees),
 * then confirmed — with the buttons beside the tile on a phone, the page's own elsewhere.
 * By keyboard, as `placeByKeyboard` does.
 */
async function place(page, action, marked, mode) {
  if (mode === "keyboard") return placeByKeyboard(page, action, marked);
  const degrees = action.split(" ")[3];
  // A cell the page put the tile at already (the hole where the abbey tile was chosen)
  // is not pressed again: that would turn the tile.
  if ((await marked.target.getAttribute("aria-selected")) !== "true") await press(page, marked.target, mode);
  await page.waitForSelector(".preview");
  const where = mode === "touch" ? ".near" : ".actions .row";
  const words = async () => (await page.locator(".actions .rotation").textContent()) ?? "";
  const turned = async () => (await words()).replace(/[\u2068\u2069]/g, "");
  for (let turns = 0; turns < 4; turns += 1) {
    if ((await turned()).startsWith(`${degrees}°`)) break;
    const before = await words();
    await press(page, page.locator(`${where} button:not(.primary)`).first(), mode);
    await page.waitForFunction((t) => document.querySelector(".actions .rotation")?.textContent !== t, before);
  }
  const shown = await turned();
  check(shown.startsWith(`${degrees}°`), `the tile shows ${degrees}° before ${action}: ${shown}`);
  await press(page, page.locator(`${where} button.primary`), mode);
}

/** The lit cell `id` names (`cell-X-Y`), as `{ x, y }`. */
function cellOf(id) {
  const [, x, y] = /^cell-(-?\d+)-(-?\d+)$/.exec(id ?? "") ?? [];
  check(x !== undefined, `a lit cell's id: ${id}`);
  return { x: Number(x), y: Number(y) };
}

/** The arrow keys of the board and the way each goes. */
const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * The shortest walk of arrow keys from the lit cell `from` to `goal` among the lit
 * `cells`, each key with the cell it leads to, by the board's rule (an arrow goes to the
 * lit cell ahead for which the way ahead plus three times the way across is least, the
 * first of the list on a tie); `null` when no walk reaches `goal`, a cell the keyboard
 * cannot reach. The page is checked to go where this says at each key.
 */
function arrowsTo(cells, from, goal) {
  const key = (c) => `${c.x} ${c.y}`;
  const next = (at, [dx, dy]) => {
    let best = null;
    let cost = Infinity;
    for (const p of cells) {
      const along = (p.x - at.x) * dx + (p.y - at.y) * dy;
      if (along <= 0) continue;
      const c = along + 3 * (Math.abs((p.x - at.x) * dy) + Math.abs((p.y - at.y) * dx));
      if (c < cost) [best, cost] = [p, c];
    }
    return best;
  };
  const walks = new Map([[key(from), []]]);
  for (const queue = [from]; queue.length > 0; ) {
    const at = queue.shift();
    if (key(at) === key(goal)) return walks.get(key(at));
    for (const [name, way] of Object.entries(ARROWS)) {
      const to = next(at, way);
      if (to && !walks.has(key(to))) {
        walks.set(key(to), [...walks.get(key(at)), [name, to]]);
        queue.push(to);
      }
    }
  }
  return null;
}

/**
 * Places the tile in hand as `action` (`place X Y DEGREES`) names it by keyboard alone:
 * the board focused (its first lit cell active), arrows to the lit cell (`marked`), each
 * checked to make the cell it should active, Enter to put the tile there (unless the page
 * put it there already: the abbey tile's hole), R until it shows `DEGREES`, Enter to
 * confirm.
 */
async function placeByKeyboard(page, action, marked) {
  const degrees = action.split(" ")[3];
  const board = page.locator(".viewport");
  await board.focus();
  const active = async () => board.getAttribute("aria-activedescendant");
  await page.waitForFunction(() => document.querySelector(".viewport")?.getAttribute("aria-activedescendant"));
  const ids = await page.locator(".marks .cell[role=option]").evaluateAll((cells) => cells.map((c) => c.id));
  const goal = cellOf(await marked.target.getAttribute("id"));
  const from = cellOf(await active());
  const walk = arrowsTo(ids.map(cellOf), from, goal);
  check(walk !== null, `the keyboard reaches ${goal.x} ${goal.y} from ${from.x} ${from.y}`);
  const left = (id) => document.querySelector(".viewport")?.getAttribute("aria-activedescendant") !== id;
  for (const [name, to] of walk) {
    const was = await active();
    await page.keyboard.press(name);
    await page.waitForFunction(left, was).catch(() => null);
    const now = await active();
    check(now === `cell-${to.x}-${to.y}`, `${name} from ${was} made ${now} active, not cell-${to.x}-${to.y}`);
  }
  if ((await marked.target.getAttribute("aria-selected")) !== "true") await page.keyboard.press("Enter");
  await page.waitForSelector(".preview");
  const words = async () => ((await page.locator(".actions .rotation").textContent()) ?? "").replace(/[\u2068\u2069]/g, "");
  for (let turns = 0; turns < 4 && !(await words()).startsWith(`${degrees}°`); turns += 1) {
    const before = await page.locator(".actions .rotation").textContent();
    await page.keyboard.press("r");
    await page.waitForFunction((t) => document.querySelector(".actions .rotation")?.textContent !== t, before);
  }
  check((await words()).startsWith(`${degrees}°`), `the tile shows ${degrees}° before ${action}: ${await words()}`);
  await page.keyboard.press("Enter");
}

/** A desktop's window, for the first seat's page in `twoPages`. */
export const DESKTOP = { viewport: { width: 1280, height: 800 } };
/** A phone (390×844, touch), for the second seat's page in `twoPages`. */
export const PHONE = { viewport: { width: 390, height: 844 }, ...TOUCH };

/**
 * A game's decisions played on two pages open side by side, each as its player would:
 * seat 0's at BOARD_URL on a desktop (mouse and keyboard), seat 1's at BOARD_URL_2 on a
 * phone (touch). Once both pages are open this prints `ready`; then for each line `play
 * SEAT MODE REVISION ACTION` (MODE `mouse`, `touch` or `keyboard`) it waits until both
 * pages show REVISION and plays ACTION on the seat's page: through its mark on the board
 * when it has one, else through the step's button — clicked, tapped, or reached with Tab
 * and pressed with Enter. A mark shared by several steps (a piece and a meeple on top of
 * one tower) lets the player pick among their buttons: the step's own is then pressed
 * the same way. Before the move every target of the seat's page is 44 px or more, and
 * `look({ page, other, seat, action, marked })` makes the scenario's own checks (`marked`
 * is `mark`'s answer). A placement (`place X Y DEGREES`) is played on its lit cell, the
 * tile turned to its rotation and confirmed (`place`; by keyboard, arrows to the cell,
 * Enter, R, Enter; `marked` is then `cellMark`'s answer). It prints each page's prompt (`prompt SEAT "…"`) and, once the
 * page shows the move, `played`. `done` ends it. With BOARD_SCREENSHOTS set, each step's
 * page is saved there before its move, as `web-NAME-STEP-VERB-DEVICE.png` (STEP counts the
 * moves from 00).
 */
export async function twoPages(name, look) {
  const urls = [url, process.env.BOARD_URL_2];
  check(urls.every(Boolean), "BOARD_URL and BOARD_URL_2 are set");
  const input = createInterface({ input: process.stdin });
  const lines = input[Symbol.asyncIterator]();
  const browser = await launch();
  const errors = [];
  const pages = [];
  /** What each page did, told when the scenario fails. */
  const seen = [];
  try {
    for (const [seat, options] of [DESKTOP, PHONE].entries()) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      seen.push(watch(page));
      page.setDefaultTimeout(PATIENCE);
      page.on("pageerror", (e) => errors.push(`seat ${seat}: ${e}`));
      await page.goto(urls[seat]);
      await page.waitForSelector(".board[data-revision]");
      pages.push(page);
    }
    console.log("ready");
    for (let moves = 0; ; moves += 1) {
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
      const placing = action.startsWith("place ");
      if (placing) await page.locator(".marks .cell[role=option]").first().waitFor();
      // Attached, not shown: a step among many is folded under its tile's entry.
      else await choice(page, action).waitFor({ state: "attached" });
      await fits(page);
      const marked = placing ? await cellMark(page, action) : await mark(page, action);
      await look({ page, other: pages[1 - seat], seat, action, marked });
      if (shots) {
        const device = seat === 0 ? "desktop" : "phone";
        const step = String(moves).padStart(2, "0");
        await page.screenshot({ path: `${shots}/web-${name}-${step}-${action.split(" ")[0]}-${device}.png` });
      }
      for (const [i, shown] of pages.entries()) {
        console.log(`prompt ${i} ${JSON.stringify(await shown.locator(".prompt").textContent())}`);
      }
      if (placing) {
        check(marked, `a lit cell for ${action}`);
        await place(page, action, marked, mode);
      } else if (!marked) {
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
  } catch (e) {
    const told = await Promise.all(pages.map(async (page, seat) => `seat ${seat}: ${await seen[seat].told(page)}`));
    throw new Error(`${e instanceof Error ? e.stack : e}\n${told.join("\n")}`);
  } finally {
    await browser.close();
    input.close();
  }
  if (errors.length > 0) throw new Error(`errors on the pages: ${errors.join("; ")}`);
}
