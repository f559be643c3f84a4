// Discord's Embedded App SDK as the reference of the page's own copy of its frame
// protocol (`src/discord.ts`, spoken by `src/activity.ts`): the real SDK (the exact
// version web/package.json pins) and the page's code each run in an Activity's frame
// inside the same scripted Discord client (`clientPage`, as every Activity scenario
// has it), which keeps every message the frame sends. For each launch below, both must
// send the same messages in the same order — the handshake, then AUTHORIZE after READY,
// then AUTHENTICATE — and end the same way (the link, or the same refusal). An upgrade
// of the SDK that changes what it says (its fields, its order, its version told at the
// handshake) fails here, until discord.ts says the same.
//
// The SDK's side does what the page does, with the SDK's calls: it reads the client id
// from the bot's configuration, waits for READY, authorizes, asks the bot for a session
// with the code, and authenticates with the token the bot answered. The SDK is built
// with `disableConsoleLogOverride` (else it sends the parent every `console` call, which
// the page never does). No bot runs here: a server of this scenario's own answers the
// Activity's configuration and session as the bot would, and serves both frames.
//
// Messages are compared as Discord's client reads them: as JSON (a field the SDK sets
// to `undefined` is no field), keys in any order, each command's nonce a random UUID of
// version 4 (the first, second… nonce standing for each).
import { createServer } from "node:http";
import { build } from "esbuild";
import { launch, PATIENCE } from "./chromium.mjs";
import { DENIED, clientPage, launchQuery } from "./discord.mjs";

/** The application's id the bot's configuration tells. */
const CLIENT_ID = "1234567890";
/** The authorization code the scripted client gives. */
const CODE = "code-of-the-person";

/** The frame of each side: what runs in it, bundled by esbuild from the sources. */
const sides = {
  sdk: {
    resolveDir: new URL(".", import.meta.url).pathname,
    contents: `
      import { DiscordSDK } from "@discord/embedded-app-sdk";
      const run = async () => {
        const { client_id } = await (await fetch("api/activity/config")).json();
        const sdk = new DiscordSDK(client_id, { disableConsoleLogOverride: true });
        await sdk.ready();
        const authorization = { client_id, response_type: "code", scope: ["identify"], prompt: "none" };
        const { code } = await sdk.commands.authorize(authorization);
        const body = JSON.stringify({ code, instance_id: sdk.instanceId });
        const headers = { "Content-Type": "application/json" };
        const session = await (await fetch("api/activity/session", { method: "POST", body, headers })).json();
        await sdk.commands.authenticate({ access_token: session.access_token });
        return { link: session.link };
      };
      run().then((o) => (window.outcome = o), (e) => (window.outcome = { refused: e?.message ?? String(e) }));`,
  },
  page: {
    resolveDir: new URL("../src/", import.meta.url).pathname,
    contents: `
      import { activitySeat } from "./activity";
      const run = async () => {
        const seat = await activitySeat();
        await seat.authenticated;
        return { link: seat.link };
      };
      run().then((o) => (window.outcome = o), (e) => (window.outcome = { refused: e?.message ?? String(e) }));`,
  },
};
const scripts = {};
for (const [side, { resolveDir, contents }] of Object.entries(sides)) {
  const stdin = { contents, resolveDir, sourcefile: `${side}.ts`, loader: "ts" };
  const built = await build({ stdin, bundle: true, format: "iife", target: "es2020", write: false, logLevel: "silent" });
  scripts[side] = built.outputFiles[0].text;
}

/** The session requests each side sent, as JSON. */
const sessions = { sdk: [], page: [] };
/**
 * Serves Discord's client's page at `/client?board=…` (`clientPage`, `mode` and
 * `sandbox` from its query), each side's frame under `/sdk/` and `/page/`, and there
 * the bot's two Activity endpoints: the configuration and the session (the link and
 * Discord's token, made from the code). Every answer may be read by an opaque frame.
 */
const server = createServer((req, res) => {
  const here = new URL(req.url, "http://127.0.0.1");
  const answer = (type, body) => {
    res.writeHead(200, { "content-type": type, "cache-control": "no-store", "access-control-allow-origin": "*" });
    res.end(body);
  };
  if (req.method === "OPTIONS") {
    res.writeHead(204, {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": "GET, POST",
      "access-control-allow-headers": "content-type, x-board-api",
    });
    res.end();
    return;
  }
  if (here.pathname === "/client") {
    const sandbox = here.searchParams.get("sandbox");
    const page = clientPage({ board: here.searchParams.get("board"), mode: here.searchParams.get("mode"), code: CODE, sandbox });
    answer("text/html; charset=utf-8", page);
    return;
  }
  const [, side, rest] = here.pathname.match(/^\/(sdk|page)\/(.*)$/) ?? [];
  if (!side) {
    res.writeHead(404).end();
  } else if (rest === "") {
    answer("text/html; charset=utf-8", `<!doctype html><html><body><script src="frame.js"></script></body></html>`);
  } else if (rest === "frame.js") {
    answer("text/javascript; charset=utf-8", scripts[side]);
  } else if (rest === "api/activity/config") {
    answer("application/json", JSON.stringify({ client_id: CLIENT_ID, silent: "Discord's client is silent" }));
  } else if (rest === "api/activity/session") {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const asked = JSON.parse(Buffer.concat(chunks).toString("utf8"));
      sessions[side].push(asked);
      answer("application/json", JSON.stringify({ link: `link-${asked.code}`, access_token: `token-${asked.code}`, game: {} }));
    });
  } else {
    res.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}`;

/** `value` as JSON with its objects' keys sorted: the same text for the same content. */
const canonical = (value) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === "object" && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v,
  );
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** `heard` (the client's messages as JSON text), each command's nonce checked and named by its order. */
function comparable(heard) {
  const nonces = new Map();
  return heard.map((text) => {
    const message = JSON.parse(text);
    const payload = Array.isArray(message) ? message[1] : null;
    if (payload && typeof payload === "object" && "nonce" in payload) {
      if (!UUID_V4.test(payload.nonce)) throw new Error(`a nonce that is no UUID v4: ${text}`);
      if (!nonces.has(payload.nonce)) nonces.set(payload.nonce, `nonce ${nonces.size + 1}`);
      payload.nonce = nonces.get(payload.nonce);
    }
    return canonical(message);
  });
}

/** The launches both sides meet: Discord's desktop and web apps; its mobile apps, new and old; refused. */
const launches = [
  { name: "desktop", query: launchQuery("i-1", "desktop"), mode: "play", sandbox: null },
  // Discord for iOS frames the Activity sandboxed without `allow-same-origin` (an opaque origin).
  { name: "mobile 250", query: launchQuery("i-2", "mobile"), version: "250.0", mode: "play", sandbox: "allow-scripts" },
  { name: "mobile before 250", query: launchQuery("i-3", "mobile"), version: "249.12", mode: "play", sandbox: null },
  { name: "mobile, no version", query: launchQuery("i-4", "mobile"), mode: "play", sandbox: null },
  { name: "AUTHORIZE declined", query: launchQuery("i-5", "desktop"), mode: "denied", sandbox: null },
];

const browser = await launch();
const differences = [];
try {
  for (const { name, query, version, mode, sandbox } of launches) {
    if (version) query.set("mobile_app_version", version);
    const seen = {};
    for (const side of ["sdk", "page"]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.setDefaultTimeout(PATIENCE);
      const errors = [];
      page.on("pageerror", (e) => errors.push(String(e)));
      const client = new URLSearchParams({ board: `${origin}/${side}/?${query}`, mode });
      if (sandbox) client.set("sandbox", sandbox);
      await page.goto(`${origin}/client?${client}`);
      const frame = await (await page.waitForSelector("iframe")).contentFrame();
      const outcome = await (await frame.waitForFunction(() => window.outcome)).jsonValue();
      const heard = await page.evaluate(() => window.heard);
      if (errors.length > 0) throw new Error(`${name}, ${side}: errors on the page: ${errors.join("; ")}`);
      seen[side] = { outcome, heard: comparable(heard) };
      await context.close();
    }
    const { sdk, page } = seen;
    const expected = mode === "denied" ? { refused: DENIED.message } : { link: `link-${CODE}` };
    for (const [side, { outcome }] of Object.entries(seen)) {
      if (canonical(outcome) !== canonical(expected)) differences.push(`${name}: the ${side} ended ${canonical(outcome)}, not ${canonical(expected)}`);
    }
    if (sdk.heard.join("\n") !== page.heard.join("\n")) {
      differences.push(`${name}: the SDK sent\n  ${sdk.heard.join("\n  ")}\nthe page sent\n  ${page.heard.join("\n  ")}`);
    } else {
      console.log(`${name}: the same ${page.heard.length} messages, ${page.heard.map((m) => JSON.parse(m)[1]?.cmd ?? "handshake").join(", ")}`);
    }
  }
} finally {
  await browser.close();
  server.close();
}
if (canonical(sessions.sdk) !== canonical(sessions.page)) {
  differences.push(`the sessions asked differ: the SDK's ${canonical(sessions.sdk)}, the page's ${canonical(sessions.page)}`);
}
if (differences.length > 0) throw new Error(`the page does not speak as Discord's SDK does:\n${differences.join("\n")}`);
console.log("the page speaks as Discord's SDK does");
