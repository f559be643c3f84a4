// Discord as the browser scenarios play it around the board page: its client's page,
// which frames the Activity and answers the Embedded App SDK's postMessage protocol, and
// its Activity proxy, which serves the Activity's files with a content policy of its own.

import { createServer, request } from "node:http";
import { connect } from "node:net";
import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

/** What Discord's client answers an AUTHORIZE the person declined (`mode` `denied`). */
export const DENIED = { code: 5000, message: "The person declined to authorize the application" };

/**
 * Discord's client's page (https://discord.com, or the proxy's own origin where no
 * browser route can put it there): `board` in an iframe (with `sandbox`, if given, as
 * its frame's `sandbox` attribute), answering the page as Discord's client answers its SDK, the
 * authorization code `code` (`later` from the second AUTHORIZE on, when given: Discord
 * gives a new code each time) and READY's user `claimed`. With `mode` `unparsed` it
 * answers AUTHORIZE without `evt: null`, which the SDK cannot parse; with `denied` it
 * refuses AUTHORIZE as Discord's client does when the person declines (an `ERROR` with
 * `DENIED`'s code and words). It keeps the commands it was sent in `window.commands`,
 * the handshake's payload in `window.shook`, and every message the frame sent, in
 * order, as JSON text (what Discord's client reads of it), in `window.heard`.
 */
export function clientPage({ board, mode = "play", code, later = null, claimed = "1", sandbox = null }) {
  const settings = { board, mode, code, later, claimed, sandbox, DENIED };
  return `<!doctype html><html><body style="margin:0"><script>
const { board, mode, code, later, claimed, sandbox, DENIED } = ${JSON.stringify(settings)};
window.commands = [];
window.shook = null;
window.heard = [];
const frame = document.createElement("iframe");
if (sandbox !== null) frame.setAttribute("sandbox", sandbox);
frame.src = board;
frame.style = "width:100%;height:100vh;border:0;display:block";
document.body.append(frame);
const send = (message) => frame.contentWindow.postMessage(message, "*");
const user = { id: claimed, username: "someone", discriminator: "0", public_flags: 0 };
window.addEventListener("message", (e) => {
  if (e.source !== frame.contentWindow) return;
  window.heard.push(JSON.stringify(e.data));
  if (!Array.isArray(e.data)) return;
  const [opcode, payload] = e.data;
  if (opcode === 0) {
    window.shook = payload;
    const config = { api_endpoint: "//discord.com/api", environment: "production", cdn_host: "cdn.discordapp.com" };
    send([1, { cmd: "DISPATCH", evt: "READY", nonce: null, data: { v: 1, config, user } }]);
    return;
  }
  if (opcode !== 1) return;
  window.commands.push(payload);
  const reply = (data) => send([1, { cmd: payload.cmd, evt: null, nonce: payload.nonce, data }]);
  if (payload.cmd === "AUTHORIZE") {
    const first = window.commands.filter((c) => c.cmd === "AUTHORIZE").length === 1;
    const given = first || later === null ? code : later;
    if (mode === "unparsed") send([1, { cmd: payload.cmd, nonce: payload.nonce, data: { code: given } }]);
    else if (mode === "denied") send([1, { cmd: payload.cmd, evt: "ERROR", nonce: payload.nonce, data: DENIED }]);
    else reply({ code: given });
  } else if (payload.cmd === "AUTHENTICATE") {
    const expires = new Date(Date.now() + 604800000).toISOString();
    const id = window.commands.find((c) => c.cmd === "AUTHORIZE")?.args.client_id ?? "";
    const application = { id, name: "Carcassonne", description: "" };
    reply({ access_token: payload.args.access_token, user, scopes: ["identify"], expires, application });
  } else {
    send([1, { cmd: payload.cmd, evt: "ERROR", nonce: payload.nonce, data: { code: 1000, message: "not here" } }]);
  }
});
</script></body></html>`;
}

/**
 * The query Discord's client opens an Activity's frame with: the SDK's frame parameters
 * for `instance` on `platform` (`desktop` or `mobile`).
 */
export function launchQuery(instance, platform) {
  return new URLSearchParams({ frame_id: "frame-1", instance_id: instance, platform });
}

/** The path where the proxy serves Discord's client's page (`DiscordProxy.client`). */
const CLIENT_PATH = "/discord-client";

/**
 * The policy Discord's Activity proxy puts on an Activity's document in place of the
 * Activity's own, as Activity authors reported it (embedded-app-sdk issue 280):
 * `script-src` trusts `'self'`, eval, blobs and the nonce the proxy writes into inline
 * `<script>` tags, and `connect-src` names the Activity's origin literally. The rest is
 * not reported; here it leans on `'self'` too (styles, images, everything else), the
 * hardest a page can meet: under an opaque origin, WebKit matches `'self'` with nothing.
 */
export function swappedPolicy(nonce, origin) {
  const socket = origin.replace(/^http/, "ws");
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-eval' 'nonce-${nonce}' blob:`,
    "style-src 'self'",
    "img-src 'self' blob: data:",
    `connect-src ${origin}/ ${socket}/`,
  ].join("; ");
}

/** `html` with `nonce` written into each inline `<script>` tag, as Discord's proxy does. */
function nonced(html, nonce) {
  return html.replace(/<script(?![^>]*\ssrc=)(\s[^>]*)?>/g, (_, rest = "") => `<script nonce="${nonce}"${rest}>`);
}

/** A response body as sent, decoded from its `content-encoding`. */
function decoded(body, coding) {
  if (coding === "br") return brotliDecompressSync(body);
  if (coding === "gzip") return gunzipSync(body);
  return body;
}

/**
 * Discord's Activity proxy in front of the bot at `target` (its origin), on a loopback
 * port of its own: every request and socket goes through to the bot as asked, except
 * that a document (`text/html`) comes back with the bot's content policy replaced by
 * `swappedPolicy` (a fresh nonce each time, written into its inline scripts) and
 * `client(boardUrl, params)`'s page is served at `/discord-client`: Discord's client's
 * page on the proxy's own origin, which the page hears as it hears Discord's. Resolves
 * once it listens, with its `origin`, `clientUrl(query, more)` (the client's page
 * framing the board at `/?query`, `more` in its own query for `client`'s `params`),
 * the documents it served (`documents`, each with its policy and nonce) and `close()`.
 * A request from the proxy's own origin reaches the bot as from `activityOrigin` (if
 * given): `https://<application id>.discordsays.com`, the origin of Discord's proxy,
 * which the bot knows as the Activity's. `instead(path)`, if given, may answer a path
 * itself (`{ type, body }`, another build of the page's files), as the bot would.
 */
export async function discordProxy(target, client, activityOrigin = null, instead = () => null) {
  const bot = new URL(target);
  const documents = [];
  let origin = "";
  const server = createServer((req, res) => {
    const here = new URL(req.url, origin);
    if (here.pathname === CLIENT_PATH) {
      const board = new URL(`/?${here.searchParams.get("board") ?? ""}`, origin).toString();
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      res.end(client(board, here.searchParams));
      return;
    }
    /** Answers with a document (the bot's, or `instead`'s), its policy swapped. */
    const pass = (status, head, body) => {
      const nonce = randomBytes(16).toString("base64");
      const policy = swappedPolicy(nonce, origin);
      const html = nonced(decoded(body, head["content-encoding"]).toString("utf8"), nonce);
      documents.push({ path: req.url, policy, nonce, html });
      const out = { ...head, "content-security-policy": policy };
      delete out["content-encoding"];
      delete out["content-length"];
      res.writeHead(status, out);
      res.end(html);
    };
    const own = instead(here.pathname);
    if (own) {
      const head = { "content-type": own.type, "cache-control": "no-cache" };
      if (own.type.startsWith("text/html")) pass(200, head, Buffer.from(own.body));
      else {
        res.writeHead(200, head);
        res.end(own.body);
      }
      return;
    }
    const headers = { ...req.headers, host: bot.host };
    if (activityOrigin && headers.origin === origin) headers.origin = activityOrigin;
    const upstream = request({ host: bot.hostname, port: bot.port, method: req.method, path: req.url, headers }, (answer) => {
      const type = answer.headers["content-type"] ?? "";
      if (!type.startsWith("text/html")) {
        res.writeHead(answer.statusCode, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on("data", (c) => chunks.push(c));
      answer.on("end", () => pass(answer.statusCode, answer.headers, Buffer.concat(chunks)));
    });
    upstream.on("error", (e) => res.destroy(e));
    req.pipe(upstream);
  });
  // A socket's upgrade: its head passed on as asked, then bytes both ways.
  server.on("upgrade", (req, socket, head) => {
    const upstream = connect(Number(bot.port), bot.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const [name, value] = [req.rawHeaders[i], req.rawHeaders[i + 1]];
        const named = name.toLowerCase();
        const told = named === "host" ? bot.host : named === "origin" && activityOrigin && value === origin ? activityOrigin : value;
        lines.push(`${name}: ${told}`);
      }
      upstream.write(`${lines.join("\r\n")}\r\n\r\n`);
      upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on("error", () => socket.destroy());
    socket.on("error", () => upstream.destroy());
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    documents,
    clientUrl: (query, more = {}) => `${origin}${CLIENT_PATH}?${new URLSearchParams({ ...more, board: query })}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
