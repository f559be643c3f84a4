// The two engines Discord runs an Activity in, driven the same way by a scenario:
// Chromium (Discord's desktop and web apps, Android's WebView) through playwright-core,
// and WebKit (Discord for iOS) through WebDriver: Debian's WebKitWebDriver driving its
// MiniBrowser under xvfb-run, spoken to in plain HTTP. Each opens a page, and a page's
// frame is waited on, clicked, tapped, dragged and read the same way in both: `until`
// waits for a condition in the page (never for a time), `click` presses an element as
// the page's pointer does, `tap` and `drag` press a point of the window. Chromium may be
// a phone with a touch screen; WebKit's WebDriver has no touch, so there a mouse does
// all (the page then frames its targets for a mouse, not a finger).

import { spawn } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import { writeFile } from "node:fs/promises";
import { launch, PATIENCE, TOUCH } from "./chromium.mjs";

/** WebKitGTK's MiniBrowser, which WebKitWebDriver drives (Debian's `webkit2gtk-driver`). */
const MINIBROWSER = process.env.MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** WebDriver's key for an element reference. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/**
 * The boards of `urls` (a game's seats, side by side), each in a new page of `driven`
 * (a [`browser`]), once it is drawn: their top frames, in the order of `urls`.
 */
export async function openBoards(driven, urls) {
  const pages = [];
  for (const seatUrl of urls) {
    const opened = await driven.open();
    await opened.goto(seatUrl);
    await opened.top.until(() => document.querySelector(".board[data-revision]") !== null);
    pages.push(opened.top);
  }
  return pages;
}

/**
 * A browser of `engine` (`chromium` or `webkit`) with a `width`×`height` window: `open`
 * opens a blank page in a new profile (nothing cached: what `goto` then loads is a cold
 * start, what it loads again a warm one), with a script to run first in each frame where
 * the engine's driver has them (Chromium's; WebKit's WebDriver has none), `close` ends it. With `touch`, Chromium's pages
 * are a phone's, pressed by a finger (WebKit's have a mouse all the same).
 */
export async function browser(engine, size, touch = false) {
  if (engine === "chromium") return chromiumBrowser(size, touch);
  if (engine === "webkit") return webkitBrowser(size);
  throw new Error(`no engine ${engine}`);
}

/**
 * Chromium: each `open` in a new context (a new profile), `init` run in each of its
 * frames before the frame's own scripts; `goto` navigates its page again.
 */
async function chromiumBrowser(size, touch) {
  const chromium = await launch();
  const errors = [];
  return {
    async open(init) {
      const context = await chromium.newContext(touch ? { viewport: size, ...TOUCH } : { viewport: size });
      if (init) await context.addInitScript(init);
      const page = await context.newPage();
      page.setDefaultTimeout(PATIENCE);
      page.on("pageerror", (e) => errors.push(String(e)));
      return {
        top: pageOf(page, page, touch),
        async frame() {
          return pageOf(await (await page.waitForSelector("iframe")).contentFrame(), page, touch);
        },
        goto: (url) => page.goto(url),
        close: () => context.close(),
      };
    },
    errors: () => errors,
    close: () => chromium.close(),
  };
}

/**
 * A Playwright page or frame (`frame`, of `page`), as `browser`'s pages are driven: by a
 * finger with `touch`, else by a mouse. `until` with `within` (ms) answers null when the
 * condition did not hold by then (a wait for what may not happen); `evaluate` runs a
 * function with its argument, or a string as a script (a library's source: axe-core);
 * `drag` presses at `from` and moves through `path`, each point as `[x, y]` in the window.
 */
function pageOf(frame, page, touch) {
  return {
    until: (test, arg, within) =>
      frame.waitForFunction(test, arg, within === undefined ? {} : { timeout: within }).then(
        (handle) => handle.jsonValue(),
        (e) => {
          if (within !== undefined && e?.name === "TimeoutError") return null;
          throw e;
        },
      ),
    click: (selector) => (touch ? frame.locator(selector).first().tap() : frame.locator(selector).first().click()),
    tap: (x, y) => (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y)),
    async drag(from, path) {
      if (!touch) {
        await page.mouse.move(...from);
        await page.mouse.down();
        for (const to of path) await page.mouse.move(...to);
        await page.mouse.up();
        return;
      }
      // Playwright's touch screen only taps: a finger's drag is told as CDP's touch events.
      const cdp = await page.context().newCDPSession(page);
      const at = ([x, y]) => [{ x, y, id: 1 }];
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(from) });
      for (const to of path) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(to) });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await cdp.detach();
    },
    evaluate: (script, arg) => frame.evaluate(script, arg),
    screenshot: (path) => page.screenshot({ path }),
  };
}

/** A free loopback port, for the WebDriver server to listen on. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * WebKit: WebKitWebDriver under `xvfb-run` (its own X display), each `open` a new
 * WebDriver session, which starts a new MiniBrowser with an ephemeral profile. A driver
 * holds one session at a time: pages open together (two players' phones) each have a
 * driver of their own, and a page closed leaves its driver to the next `open`.
 */
async function webkitBrowser(size) {
  /** The drivers started, and those whose session was closed. */
  const drivers = [];
  const idle = [];
  const sessions = new Map();
  return {
    async open() {
      const driver = idle.pop() ?? (await webkitDriver());
      if (!drivers.includes(driver)) drivers.push(driver);
      const { call } = driver;
      const options = { binary: MINIBROWSER, args: ["--automation"] };
      const capabilities = { alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": options } };
      const { sessionId } = await call("POST", "/session", { capabilities });
      const at = `/session/${sessionId}`;
      sessions.set(at, driver);
      await call("POST", `${at}/timeouts`, { script: PATIENCE, pageLoad: PATIENCE, implicit: 0 });
      await call("POST", `${at}/window/rect`, size);
      const top = () => call("POST", `${at}/frame`, { id: null });
      return {
        top: webkitPage(call, at, top),
        async frame() {
          await webkitPage(call, at, top).until(() => document.querySelector("iframe") !== null);
          // Each command goes to the frame, whatever the one before went to.
          const enter = async () => {
            await top();
            const frame = await call("POST", `${at}/element`, { using: "css selector", value: "iframe" });
            await call("POST", `${at}/frame`, { id: frame });
          };
          return webkitPage(call, at, enter);
        },
        async goto(url) {
          await top();
          await call("POST", `${at}/url`, { url });
        },
        async close() {
          sessions.delete(at);
          await call("DELETE", at);
          idle.push(driver);
        },
      };
    },
    // WebDriver tells no errors of a page's own: a scenario checks what the page shows.
    errors: () => [],
    async close() {
      for (const [at, driver] of sessions) await driver.call("DELETE", at).catch(() => undefined);
      for (const driver of drivers) await driver.close();
    },
  };
}

/**
 * A WebKitWebDriver under its own `xvfb-run`, once it answers that it is ready: `call`
 * speaks WebDriver to it, `close` ends it with its display.
 */
async function webkitDriver() {
  const port = await freePort();
  // In a process group of its own, so that closing it ends xvfb-run's display too.
  const driver = spawn("xvfb-run", ["-a", "WebKitWebDriver", `--port=${port}`], { detached: true, stdio: "ignore" });
  const ended = new Promise((resolve) => driver.on("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  // Plain node:http, which waits as long as the driver takes (a wait for the page may
  // last up to PATIENCE; fetch gives up on an answer after five minutes).
  const call = (method, path, body) =>
    new Promise((resolve, reject) => {
      const sent = body === undefined ? "" : JSON.stringify(body);
      const headers = { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(sent) };
      const asked = request(`${base}${path}`, { method, headers }, (answer) => {
        const chunks = [];
        answer.on("data", (c) => chunks.push(c));
        answer.on("end", () => {
          try {
            const { value } = JSON.parse(Buffer.concat(chunks).toString("utf8"));
            if (answer.statusCode === 200) resolve(value);
            else reject(new Error(`WebDriver ${method} ${path}: ${value?.error}: ${value?.message}`));
          } catch (e) {
            reject(e);
          }
        });
      });
      asked.on("error", reject);
      asked.end(sent);
    });
  // Until the driver answers that it is ready (or exits: then xvfb-run said why).
  for (;;) {
    const ready = await Promise.race([
      call("GET", "/status").then((s) => s.ready, () => false),
      ended.then((code) => {
        throw new Error(`WebKitWebDriver under xvfb-run ended (${code}) before it was ready`);
      }),
    ]);
    if (ready) break;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return {
    call,
    async close() {
      process.kill(-driver.pid, "SIGTERM");
      await ended;
    },
  };
}

/**
 * A WebDriver session's page or frame, which `enter` makes the context of its commands,
 * driven as `pageOf`'s are, by a mouse.
 */
function webkitPage(call, at, enter) {
  // The function's source goes into the script itself: nothing is evaluated from a
  // string inside the page, whose content policy may forbid it.
  const script = (test, body) => `const test = (${test});\n${body}`;
  /** The mouse's `moves` (WebDriver pointer actions at points of the window), then released. */
  const mouse = async (moves) => {
    await enter();
    const parameters = { pointerType: "mouse" };
    const actions = [{ type: "pointer", id: "mouse", parameters, actions: moves }];
    await call("POST", `${at}/actions`, { actions });
    await call("DELETE", `${at}/actions`);
  };
  const to = ([x, y]) => ({ type: "pointerMove", duration: 0, origin: "viewport", x: Math.round(x), y: Math.round(y) });
  return {
    async until(test, arg, within) {
      await enter();
      // Checked at once and then at every change of the document, until it holds (or,
      // with `within`, until that many ms passed: then null).
      const body = `const [arg, within, done] = arguments;
        const check = () => { try { return test(arg); } catch (e) { return undefined; } };
        const now = check();
        if (now) { done(now); return; }
        const watch = new MutationObserver(() => {
          const held = check();
          if (held) { watch.disconnect(); done(held); }
        });
        watch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        if (within !== null) setTimeout(() => { watch.disconnect(); done(null); }, within);`;
      return call("POST", `${at}/execute/async`, { script: script(test, body), args: [arg ?? null, within ?? null] });
    },
    tap: (x, y) => mouse([to([x, y]), { type: "pointerDown", button: 0 }, { type: "pointerUp", button: 0 }]),
    drag: (from, path) => mouse([to(from), { type: "pointerDown", button: 0 }, ...path.map(to), { type: "pointerUp", button: 0 }]),
    async screenshot(path) {
      await enter();
      await writeFile(path, Buffer.from(await call("GET", `${at}/screenshot`), "base64"));
    },
    async click(selector) {
      // Found anew when the page redrew it between the finding and the click (the board
      // lays its marks out again when its picture comes): a few times, then the error.
      for (let tries = 1; ; tries += 1) {
        await enter();
        const element = await call("POST", `${at}/element`, { using: "css selector", value: selector });
        try {
          await call("POST", `${at}/element/${element[ELEMENT]}/click`, {});
          return;
        } catch (e) {
          if (tries >= 5 || !String(e).includes("stale element reference")) throw e;
        }
      }
    },
    async evaluate(test, arg) {
      await enter();
      if (typeof test === "string") return call("POST", `${at}/execute/sync`, { script: test, args: [] });
      // A function that answers a promise (a `fetch` in the page) is waited on, as
      // Playwright does; what it throws fails the call.
      const body = `const [arg, done] = arguments;
        Promise.resolve().then(() => test(arg)).then(
          (value) => done({ value: value === undefined ? null : value }),
          (e) => done({ error: String(e) + " " + ((e && e.stack) || "") }),
        );`;
      const { value, error } = await call("POST", `${at}/execute/async`, { script: script(test, body), args: [arg ?? null] });
      if (error !== undefined) throw new Error(`in the page: ${error}`);
      return value;
    },
  };
}
