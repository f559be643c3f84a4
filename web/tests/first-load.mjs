// The Activity's first load, printed (figures, never limits): from the navigation to
// Discord's client's page to the board drawn in the Activity's frame (the board's picture
// shown), measured from outside the page by the driver, in ENGINE (`browsers.mjs`) on a
// phone-sized window, behind the test Discord proxy (`discordProxy`, its policy swapped
// in). Chromium's frame is a same-origin one, as Discord's desktop and web apps and
// Android's run it; WebKit's is sandboxed without `allow-same-origin`, as Discord for
// iOS runs it. Each cold load is in a new profile (nothing cached), then a warm one
// reloads it in the same profile; each opens one of ACTIVITY_LOADS (comma-separated,
// `CODE@INSTANCE`: Discord's authorization code and the activity's instance, in pairs,
// cold then warm), the proxy's origin told to the bot as ACTIVITY_ORIGIN. Prints p50
// and p90 of each, the p50 of each step of the cold loads (when the frame's document,
// script and each request of the page had their answer, from the navigation), the cold
// loads by the page's own clock (its board drawn, as the page noted it in Chromium), and
// the machine's load average before and after.
//
// With FIRST_LOAD_BEFORE naming a folder holding another build of the page (an earlier
// assets/web/: its index.html, board.js, board.css), the same run measures both in
// turn: every other cold load and its warm one get that build's files from the proxy
// instead of the bot's; each figure is then printed for `before` and `after` (in
// Chromium: WebKit's opaque frame starts no build from before issue 70).
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { browser } from "./browsers.mjs";
import { url } from "./common.mjs";
import { clientPage, discordProxy, launchQuery } from "./discord.mjs";

const engine = process.env.ENGINE ?? "chromium";
const loads = (process.env.ACTIVITY_LOADS ?? "").split(",").filter(Boolean).map((l) => l.split("@"));
const sandbox = engine === "webkit" ? "allow-scripts" : "allow-scripts allow-same-origin";

/** The `p`th percentile of `list` (nearest rank). */
const percentile = (list, p) => [...list].sort((a, b) => a - b)[Math.max(0, Math.ceil((p / 100) * list.length) - 1)];
const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");

const client = (board, params) => clientPage({ board, code: params.get("code"), sandbox });
// In Chromium only: WebKit's opaque frame never started a build before issue 70's.
const folder = engine === "chromium" ? process.env.FIRST_LOAD_BEFORE : undefined;
const older = folder
  ? Object.fromEntries(
      [
        ["/", "index.html", "text/html; charset=utf-8"],
        ["/board.js", "board.js", "text/javascript; charset=utf-8"],
        ["/board.css", "board.css", "text/css; charset=utf-8"],
      ].map(([path, file, type]) => [path, { type, body: readFileSync(`${folder}/${file}`) }]),
    )
  : {};
/** The builds measured: the bot's alone, or the earlier one and the bot's, in turn. */
const builds = folder ? ["before", "after"] : ["now"];
let build = builds[0];
const proxy = await discordProxy(url, client, process.env.ACTIVITY_ORIGIN, (path) => (build === "before" ? (older[path] ?? null) : null));
const driven = await browser(engine, { width: 390, height: 844 });
const before = load();
const times = Object.fromEntries(builds.map((b) => [b, { cold: [], warm: [] }]));
/** Each build's cold loads' steps: the request's path (or `drawn`) → ms from the navigation. */
const steps = Object.fromEntries(builds.map((b) => [b, {}]));
/**
 * When each of the frame's requests had its answer (its path, the image's name, the
 * first time each), and when the board was seen drawn, in ms from the frame's own start.
 */
const frameSteps = () => {
  const seen = {};
  for (const r of performance.getEntriesByType("resource")) {
    const url = new URL(r.name);
    const name = url.pathname === "/api/image" ? `image ${url.searchParams.get("name")}` : url.pathname;
    seen[name] ??= r.responseEnd;
  }
  const nav = performance.getEntriesByType("navigation")[0];
  return { origin: performance.timeOrigin, document: nav?.responseEnd ?? 0, seen, drawn: window.drawnAt };
};
/**
 * Notes in each frame, by the page's own clock, the moment its board is first drawn
 * (run first in each frame where the driver can: Chromium). The driver's own poll sees
 * it later: in a cold frame its first look waits for the driver's script to be
 * evaluated there (33 ms in a trace), which no player's load does.
 */
const noteDrawn = () => {
  const drawn = () => document.querySelector(".board[data-revision] .picture[src^='blob:']") !== null;
  new MutationObserver((_, observer) => {
    if (!drawn()) return;
    window.drawnAt ??= performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-revision", "src"] });
};
try {
  for (let i = 0; i + 1 < loads.length; i += 2) {
    build = builds[(i / 2) % builds.length];
    const tab = await driven.open(noteDrawn);
    for (const [kind, [code, instance]] of [
      ["cold", loads[i]],
      ["warm", loads[i + 1]],
    ]) {
      const start = performance.now();
      await tab.goto(proxy.clientUrl(launchQuery(instance, "mobile").toString(), { code }));
      const frame = await tab.frame();
      // The moment it is first seen drawn is kept in the page, for its steps.
      await frame.until(() => {
        const drawn = document.querySelector(".board[data-revision] .picture[src^='blob:']") !== null;
        if (drawn) window.drawnAt ??= performance.now();
        return drawn || document.querySelector(".failed")?.textContent;
      });
      const failed = await frame.evaluate(() => document.querySelector(".failed")?.textContent ?? null);
      if (failed !== null) throw new Error(`the page says: ${failed}`);
      times[build][kind].push(performance.now() - start);
      if (kind === "cold") {
        // The frame's clock starts at its own navigation: moved onto the top page's.
        const top = await tab.top.evaluate(() => performance.timeOrigin);
        const { origin, document: doc, seen, drawn } = await frame.evaluate(frameSteps);
        const shift = origin - top;
        for (const [name, at] of Object.entries({ frame: 0, document: doc, ...seen, drawn })) {
          (steps[build][name] ??= []).push(at + shift);
        }
      }
    }
    await tab.close();
  }
} finally {
  await driven.close();
  await proxy.close();
}
const frame = engine === "webkit" ? "opaque frame" : "same-origin frame";
for (const b of builds) {
  const tag = folder ? ` (${b})` : "";
  for (const [kind, list] of Object.entries(times[b])) {
    const [p50, p90] = [50, 90].map((p) => percentile(list, p).toFixed(0));
    console.log(`the Activity's first load in ${engine} (${frame}), navigation to the board drawn, ${kind}${tag}: p50 ${p50} ms, p90 ${p90} ms over ${list.length} loads`);
  }
  // The same cold loads by the page's clock: from the navigation to the moment it drew
  // its board (noted by the page where the engine runs `noteDrawn`, else the poll's).
  const drawn = steps[b].drawn ?? [];
  const [d50, d90] = [50, 90].map((p) => percentile(drawn, p)?.toFixed(0));
  console.log(`  by the page's clock, navigation to its board drawn, cold${tag}: p50 ${d50} ms, p90 ${d90} ms over ${drawn.length} loads`);
  const order = Object.entries(steps[b]).map(([name, list]) => [name, percentile(list, 50)]).sort((x, y) => x[1] - y[1]);
  console.log(`  its cold loads' steps${tag}, p50 ms from the navigation: ${order.map(([n, at]) => `${n} ${at.toFixed(0)}`).join(", ")}`);
}
console.log(`load average (1, 5, 15 min): ${before} before, ${load()} after`);
