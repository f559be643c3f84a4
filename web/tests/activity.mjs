// The page inside Discord: a test Discord client around it (a page of its own, playing
// the client's side of the Embedded App SDK's postMessage protocol) hands the real SDK
// in the page the authorization code ACTIVITY_CODE; the bot (BOARD_URL, Discord's API
// played by the fake) does the rest. ACTIVITY_MODE says how the client behaves:
// - `play`: as Discord's does; the page opens and Ann's tile is placed from it;
// - `refused`: as Discord's does; the page shows the bot's refusal ACTIVITY_EXPECT;
// - `foreign`: the client's page is on an origin the SDK does not listen to (the board's
//   host, port ACTIVITY_FOREIGN_PORT), so READY never reaches it; the page shows ACTIVITY_EXPECT after its bounded wait;
// - `together`: as Discord's does, twice: ACTIVITY_CODE's person places a tile, then
//   ACTIVITY_CODE_2's opens the same instance on the game as it is, sees the first's
//   next step live, places their own tile, which the first sees live;
// - `unparsed`: the client answers AUTHORIZE without `evt: null`, a reply the SDK cannot
//   parse and never settles; the page shows ACTIVITY_EXPECT after its bounded wait.
// ACTIVITY_QUERY adds to the frame's query what a client could claim (guild, channel),
// and the client's READY claims ACTIVITY_CLAIMED as the user: the bot reads none of it.
import { browse, check, moved, revision } from "./common.mjs";

const base = new URL(process.env.BOARD_URL);
const mode = process.env.ACTIVITY_MODE ?? "play";
const code = process.env.ACTIVITY_CODE ?? "";
/** With `together`, the code of a second person opening the same instance. */
const second = process.env.ACTIVITY_CODE_2 ?? "";
const expected = process.env.ACTIVITY_EXPECT ?? "";
const query = new URLSearchParams({
  frame_id: "frame-1",
  instance_id: process.env.ACTIVITY_INSTANCE ?? "",
  platform: "desktop",
});
for (const [k, v] of new URLSearchParams(process.env.ACTIVITY_QUERY ?? "")) query.set(k, v);
const board = new URL(`/board?${query}`, base).toString();
// The client's page is on the board's origin, except when `foreign`: then on another
// port of the same host, an origin the SDK ignores.
const client = new URL("/discord-client", base);
if (mode === "foreign") client.port = process.env.ACTIVITY_FOREIGN_PORT ?? "";

/** The Discord client's page: the board in its iframe, answering its SDK with `code`. */
function clientPage(code) {
  const settings = { board, mode, code, claimed: process.env.ACTIVITY_CLAIMED ?? "1" };
  return `<!doctype html><html><body style="margin:0"><script>
const { board, mode, code, claimed } = ${JSON.stringify(settings)};
window.commands = [];
window.shook = false;
const frame = document.createElement("iframe");
frame.src = board;
frame.style = "width:1200px;height:760px;border:0";
document.body.append(frame);
const send = (message) => frame.contentWindow.postMessage(message, "*");
const user = { id: claimed, username: "someone", discriminator: "0", public_flags: 0 };
window.addEventListener("message", (e) => {
  if (e.source !== frame.contentWindow || !Array.isArray(e.data)) return;
  const [opcode, payload] = e.data;
  if (opcode === 0) {
    window.shook = true;
    const config = { api_endpoint: "//discord.com/api", environment: "production", cdn_host: "cdn.discordapp.com" };
    send([1, { cmd: "DISPATCH", evt: "READY", nonce: null, data: { v: 1, config, user } }]);
    return;
  }
  if (opcode !== 1) return;
  window.commands.push(payload);
  const reply = (data) => send([1, { cmd: payload.cmd, evt: null, nonce: payload.nonce, data }]);
  if (payload.cmd === "AUTHORIZE") {
    if (mode === "unparsed") send([1, { cmd: payload.cmd, nonce: payload.nonce, data: { code } }]);
    else reply({ code });
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

/** Opens the Discord client's page on `page`, its SDK given `code`: the board's frame. */
async function launch(page, code) {
  if (mode === "foreign") {
    // A page the browser fetched from that other origin (a real answer, whatever it is:
    // Chromium blocks a made-up page's frames from loopback), then rewritten.
    await page.goto(client.toString());
    await page.setContent(clientPage(code));
  } else {
    await page.route(
      (url) => url.pathname === "/discord-client",
      (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: clientPage(code) }),
    );
    await page.goto(client.toString());
  }
  const frame = await (await page.waitForSelector("iframe")).contentFrame();
  check(frame, "the board's frame");
  await page.waitForFunction(() => window.shook);
  return frame;
}

/** Places the tile in hand from `frame`'s board, on its first lit cell: the revision after. */
async function place(frame) {
  const start = await revision(frame);
  await frame.waitForSelector(".cell");
  await frame.locator(".cell").first().click();
  await frame.waitForSelector(".preview");
  await frame.locator(".actions button.primary").click();
  return moved(frame, start);
}

await browse({ viewport: { width: 1280, height: 800 } }, async (page, context) => {
  const frame = await launch(page, code);
  const commands = () => page.evaluate(() => window.commands.map((c) => c.cmd));
  if (mode === "together") {
    // The first plays; the second, opened after that move, lands on the game as it is
    // now, then sees the first's next move live, without asking.
    await frame.waitForSelector("body[data-revision]");
    const placed = await place(frame);
    const other = await launch(await context.newPage(), second);
    await other.waitForSelector("body[data-revision]");
    check((await revision(other)) === placed, "the second lands on the current state");
    await frame.waitForSelector("button[data-action], .spot");
    await frame.locator("button[data-action]").last().click();
    const next = await moved(frame, placed);
    await other.waitForFunction((r) => Number(document.body.dataset.revision) >= r, next);
    // Then the second places their tile, and the first sees it live.
    const theirs = await place(other);
    await frame.waitForFunction((r) => Number(document.body.dataset.revision) >= r, theirs);
    await frame.waitForSelector(`.board[data-revision="${await revision(frame)}"]`);
  } else if (mode === "play") {
    await frame.waitForSelector("body[data-revision]");
    const sent = await page.evaluate(() => window.commands);
    const names = sent.map((c) => c.cmd);
    check(names.join() === "AUTHORIZE,AUTHENTICATE", `the SDK's commands: ${names}`);
    const [authorize, authenticate] = sent;
    const wanted = { response_type: "code", scope: ["identify"], prompt: "none" };
    for (const [k, v] of Object.entries(wanted)) {
      check(JSON.stringify(authorize.args[k]) === JSON.stringify(v), `authorize's ${k}: ${JSON.stringify(authorize.args)}`);
    }
    check(/^\d+$/.test(authorize.args.client_id), `authorize's client_id: ${authorize.args.client_id}`);
    check(authenticate.args.access_token.startsWith("access-"), "authenticate with Discord's token from the bot");
    await place(frame);
    check(!(await commands()).includes("CAPTURE_LOG"), "no console sent to Discord's client");
  } else {
    const failed = frame.locator(".failed");
    await failed.waitFor({ timeout: 40_000 }).catch(async (e) => {
      const shown = await frame.evaluate(() => document.body.innerHTML).catch((f) => String(f));
      throw new Error(`no sentence on the page: ${shown}; commands ${await commands()}; ${e}`);
    });
    const shown = await failed.textContent();
    check(shown === expected, `the page says "${shown}", not "${expected}"`);
    check((await frame.$("body[data-revision]")) === null, "no board opened");
    const names = await commands();
    if (mode === "foreign") check(names.length === 0, `no command after a READY the SDK ignored: ${names}`);
    if (mode === "unparsed") check(names.join() === "AUTHORIZE", `only AUTHORIZE, never answered: ${names}`);
  }
});
