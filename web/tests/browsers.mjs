// The two engines Discord runs an Activity in, driven the same way by a scenario:
// Chromium (Discord's desktop and web apps, Android's WebView) through playwright-core,
// and WebKit (Discord for iOS) through WebDriver: Debian's WebKitWebDriver driving its
// MiniBrowser under xvfb-run, spoken to in plain HTTP. Each opens a page, and a page's
// frame is waited on, clicked and read the same way in both: `until` waits for a
// condition in the page (never for a time), `click` clicks as a mouse does.

import { spawn } from "node:child_process";
import { request } from "node:http";
import { createServer } from "node:net";
import { launch, PATIENCE } from "./chromium.mjs";

/** WebKitGTK's MiniBrowser, which WebKitWebDriver drives (Debian's `webkit2gtk-driver`). */
const MINIBROWSER = process.env.MINIBROWSER ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

/** WebDriver's key for an element reference. */
const ELEMENT = "element-6066-11e4-a52e-4f735466cecf";

/**
 * A browser of `engine` (`chromium` or `webkit`) with a `width`×`height` window: `open`
 * opens a blank page in a new profile (nothing cached: what `goto` then loads is a cold
 * start, what it loads again a warm one), `close` ends it.
 */
export async function browser(engine, size) {
  if (engine === "chromium") return chromiumBrowser(size);
  if (engine === "webkit") return webkitBrowser(size);
  throw new Error(`no engine ${engine}`);
}

/** Chromium: each `open` in a new context (a new profile); `goto` navigates its page again. */
async function chromiumBrowser(size) {
  const chromium = await launch();
  const errors = [];
  return {
    async open() {
      const context = await chromium.newContext({ viewport: size });
      const page = await context.newPage();
      page.setDefaultTimeout(PATIENCE);
      page.on("pageerror", (e) => errors.push(String(e)));
      return {
        top: pageOf(page),
        async frame() {
          return pageOf(await (await page.waitForSelector("iframe")).contentFrame());
        },
        goto: (url) => page.goto(url),
        close: () => context.close(),
      };
    },
    errors: () => errors,
    close: () => chromium.close(),
  };
}

/** A Playwright page or frame, as `browser`'s pages are driven. */
function pageOf(frame) {
  return {
    until: (test, arg) => frame.waitForFunction(test, arg).then((handle) => handle.jsonValue()),
    click: (selector) => frame.locator(selector).first().click(),
    evaluate: (script, arg) => frame.evaluate(script, arg),
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
 * WebDriver session, which starts a new MiniBrowser with an ephemeral profile.
 */
async function webkitBrowser(size) {
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
  const sessions = new Set();
  return {
    async open() {
      const options = { binary: MINIBROWSER, args: ["--automation"] };
      const capabilities = { alwaysMatch: { browserName: "MiniBrowser", "webkitgtk:browserOptions": options } };
      const { sessionId } = await call("POST", "/session", { capabilities });
      sessions.add(sessionId);
      const at = `/session/${sessionId}`;
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
          sessions.delete(sessionId);
          await call("DELETE", at);
        },
      };
    },
    // WebDriver tells no errors of a page's own: a scenario checks what the page shows.
    errors: () => [],
    async close() {
      for (const id of sessions) await call("DELETE", `/session/${id}`).catch(() => undefined);
      process.kill(-driver.pid, "SIGTERM");
      await ended;
    },
  };
}

/** A WebDriver session's page or frame, which `enter` makes the context of its commands. */
function webkitPage(call, at, enter) {
  // The function's source goes into the script itself: nothing is evaluated from a
  // string inside the page, whose content policy may forbid it.
  const script = (test, body) => `const test = (${test});\n${body}`;
  return {
    async until(test, arg) {
      await enter();
      // Checked at once and then at every change of the document, until it holds.
      const body = `const [arg, done] = arguments;
        const check = () => { try { return test(arg); } catch (e) { return undefined; } };
        const now = check();
        if (now) { done(now); return; }
        const watch = new MutationObserver(() => {
          const held = check();
          if (held) { watch.disconnect(); done(held); }
        });
        watch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });`;
      return call("POST", `${at}/execute/async`, { script: script(test, body), args: [arg ?? null] });
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
      return call("POST", `${at}/execute/sync`, { script: script(test, "return test(arguments[0]);"), args: [arg ?? null] });
    },
  };
}
