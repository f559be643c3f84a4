// The page inside Discord: a test Discord client around it (a page of its own on
// https://discord.com, as Discord's web client is, playing the client's side of the
// Embedded App SDK's postMessage protocol) frames the page at the root of the bot's
// address with Discord's launch query, as Discord opens an Activity, and hands the page
// (which speaks that protocol itself, `web/src/discord.ts`) the authorization code ACTIVITY_CODE; the bot (BOARD_URL, Discord's API
// played by the fake) does the rest. ACTIVITY_MODE says how the client behaves:
// - `play`: as Discord's does; the page opens and Ann's tile is placed from it;
// - `refused`: as Discord's does; the page shows the bot's refusal ACTIVITY_EXPECT;
// - `foreign`: the client's page is another site's (https://evil.example): the bot's
//   content policy lets no such page frame the board, so Chromium shows its own error
//   in the frame and the page never loads, nor asks the bot anything;
// - `together`: as Discord's does, twice: ACTIVITY_CODE's person places a tile, then
//   ACTIVITY_CODE_2's opens the same instance on the game as it is, sees the first's
//   next step live, places their own tile, which the first sees live;
// - `unparsed`: the client answers AUTHORIZE without `evt: null`, a reply the SDK cannot
//   parse and the page refuses as it does; the page shows ACTIVITY_EXPECT after its bounded wait;
// - `renewed`: once the page shows the game, its live socket is closed as the bot closes
//   one whose link expired (4001, ACTIVITY_EXPECT's words): the page asks Discord's client
//   again (which gives ACTIVITY_CODE_2, the same person's next code) and the bot for a new
//   link, follows the game on it and places Ann's tile with it, never showing the words.
// ACTIVITY_QUERY adds to the frame's query what a client could claim (guild, channel),
// and the client's READY claims ACTIVITY_CLAIMED as the user: the bot reads none of it.
import { browse, check, moved, revision } from "./common.mjs";
import { clientPage, launchQuery } from "./discord.mjs";

const base = new URL(process.env.BOARD_URL);
const mode = process.env.ACTIVITY_MODE ?? "play";
const code = process.env.ACTIVITY_CODE ?? "";
/** With `together`, the code of a second person opening the same instance; with `renewed`, the same person's next code. */
const second = process.env.ACTIVITY_CODE_2 ?? "";
const expected = process.env.ACTIVITY_EXPECT ?? "";
const claimed = process.env.ACTIVITY_CLAIMED ?? "1";
const query = launchQuery(process.env.ACTIVITY_INSTANCE ?? "", "desktop");
for (const [k, v] of new URLSearchParams(process.env.ACTIVITY_QUERY ?? "")) query.set(k, v);
const board = new URL(`/?${query}`, base).toString();
// The client's page: Discord's web client's origin, another site's when `foreign`.
const client = new URL(mode === "foreign" ? "https://evil.example/discord-client" : "https://discord.com/activities");

/** Opens the Discord client's page on `page`, its SDK given `code`: the board's frame. */
async function launch(page, code) {
  await page.route(
    (url) => url.origin === client.origin && url.pathname === client.pathname,
    (route) => {
      const later = mode === "renewed" ? second : null;
      const body = clientPage({ board, mode, code, later, claimed });
      return route.fulfill({ contentType: "text/html; charset=utf-8", body });
    },
  );
  await page.goto(client.toString());
  const frame = await (await page.waitForSelector("iframe")).contentFrame();
  check(frame, "the board's frame");
  if (mode !== "foreign") await page.waitForFunction(() => window.shook);
  return frame;
}

/**
 * Every address `page` (its frames included) asks for, sockets included, kept as they go;
 * and the link the bot answered the page's session with, once it has.
 */
function watch(page) {
  const asked = { urls: [], sockets: [], link: null, links: [], moves: [] };
  page.on("request", (request) => {
    asked.urls.push(request.url());
    if (request.url().endsWith("/api/act")) asked.moves.push(request.headers()["x-board-link"]);
  });
  page.on("websocket", (socket) => asked.sockets.push(socket.url()));
  page.on("response", async (response) => {
    if (!response.url().endsWith("/api/activity/session") || !response.ok()) return;
    asked.link = (await response.json()).link;
    asked.links.push(asked.link);
  });
  return asked;
}

/**
 * With `renewed`: the page's first live socket is closed as the bot closes one whose link
 * expired, once the bot told it the game's revision; the others are the bot's own.
 * Answers `reopened`, a promise kept when the page opens its second (on its new link: the page takes
 * the link before it follows the feed again).
 */
async function expireFirstSocket(context) {
  let opened = 0;
  let reopened;
  const again = new Promise((resolve) => (reopened = resolve));
  await context.routeWebSocket(/\/api\/live/, (socket) => {
    opened += 1;
    const server = socket.connectToServer();
    if (opened > 1) return reopened();
    server.onMessage((message) => {
      socket.send(message);
      server.close();
      socket.close({ code: 4001, reason: expected });
    });
  });
  return { reopened: again };
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

// Discord's client on a public origin frames a page on loopback here (on Discord's own
// proxy in real life): Chromium's local network access asks the person first, so the
// test grants it, as a player's browser does not need to.
const options = { viewport: { width: 1280, height: 800 }, permissions: ["local-network-access"] };
await browse(options, async (page, context) => {
  const asked = watch(page);
  const { reopened } = mode === "renewed" ? await expireFirstSocket(context) : {};
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
    check(names.join() === "AUTHORIZE,AUTHENTICATE", `the commands sent: ${names}`);
    const [authorize, authenticate] = sent;
    // The handshake Discord's SDK 2.5.0 sends on a desktop client, field for field.
    const shook = await page.evaluate(() => window.shook);
    const handshake = { v: 1, encoding: "json", client_id: authorize.args.client_id, frame_id: "frame-1", sdk_version: "2.5.0" };
    check(JSON.stringify(shook) === JSON.stringify(handshake), `the handshake: ${JSON.stringify(shook)}`);
    const wanted = { response_type: "code", scope: ["identify"], prompt: "none" };
    for (const [k, v] of Object.entries(wanted)) {
      check(JSON.stringify(authorize.args[k]) === JSON.stringify(v), `authorize's ${k}: ${JSON.stringify(authorize.args)}`);
    }
    check(/^\d+$/.test(authorize.args.client_id), `authorize's client_id: ${authorize.args.client_id}`);
    check(authenticate.args.access_token.startsWith("access-"), "authenticate with Discord's token from the bot");
    await place(frame);
    check(!(await commands()).includes("CAPTURE_LOG"), "no console sent to Discord's client");
    // The page is the bot's, framed by Discord's client on another origin; its link
    // travels in no address it asks for, its live socket's included.
    check(new URL(frame.url()).origin === base.origin && frame.url() === board, `the frame: ${frame.url()}`);
    check(asked.link !== null && asked.link.length > 0, "the session's link");
    const socket = new URL("api/live", base);
    socket.protocol = "ws:";
    check(asked.sockets.length > 0 && asked.sockets.every((s) => s === socket.toString()), `sockets: ${asked.sockets}`);
    const leaked = [...asked.urls, ...asked.sockets].filter((u) => u.includes(asked.link));
    check(leaked.length === 0, `the link in ${leaked}`);
  } else if (mode === "renewed") {
    await frame.waitForSelector("body[data-revision]");
    // The page that shows the words instead of asking for a new link fails at once.
    const words = (said) => document.querySelector(".notice")?.textContent === said;
    const shown = frame.waitForFunction(words, expected).then(() => "the words", () => "closed");
    const outcome = await Promise.race([reopened.then(() => "a new socket"), shown]);
    check(outcome === "a new socket", `the page shows ${outcome} after its link expired`);
    await place(frame);
    const [first, renewed] = asked.links;
    check(asked.links.length === 2 && first !== renewed, `the sessions' links: ${asked.links.length}`);
    check(asked.moves.length === 1 && asked.moves[0] === renewed, "the move made with the new link");
    check(asked.sockets.length >= 2, `${asked.sockets.length} sockets opened`);
    const names = await commands();
    check(names.join() === "AUTHORIZE,AUTHENTICATE,AUTHORIZE,AUTHENTICATE", `the commands sent: ${names}`);
  } else if (mode === "foreign") {
    // Chromium refuses to put the page in another site's frame: its error page stands
    // there instead, and nothing of the bot's beyond the refused document is asked for.
    await frame.waitForURL((url) => url.protocol === "chrome-error:");
    const bot = asked.urls.filter((u) => new URL(u).origin === base.origin);
    check(bot.length === 1 && bot[0] === board, `asked of the bot: ${bot}`);
    check((await commands()).length === 0, "nothing talked to the client");
  } else {
    const failed = frame.locator(".failed");
    await failed.waitFor().catch(async (e) => {
      const shown = await frame.evaluate(() => document.body.innerHTML).catch((f) => String(f));
      throw new Error(`no sentence on the page: ${shown}; commands ${await commands()}; ${e}`);
    });
    const shown = await failed.textContent();
    check(shown === expected, `the page says "${shown}", not "${expected}"`);
    check((await frame.$("body[data-revision]")) === null, "no board opened");
    const names = await commands();
    if (mode === "unparsed") check(names.join() === "AUTHORIZE", `only AUTHORIZE, never answered: ${names}`);
  }
});
