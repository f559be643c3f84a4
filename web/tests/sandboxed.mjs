// The Activity as Discord for iOS runs it, in ENGINE (`webkit` or `chromium`,
// `browsers.mjs`) on a phone-sized window: Discord's client's page frames the board at
// the root of Discord's Activity proxy with the launch query, in a frame sandboxed
// WITHOUT `allow-same-origin` (its document's origin is opaque), and the proxy
// (`discordProxy`) replaces the bot's content policy with Discord's, whose `script-src`
// trusts `'self'`, blobs and its nonce on inline scripts. The real SDK hands the bot
// ACTIVITY_CODE for ACTIVITY_INSTANCE; the page opens the seat's board and plays a whole
// turn by mouse — a lit cell, Confirm, then its figure step's last button — then prints
// `ready`; the test has the other seat move and answers `moved NAME`: the page must show
// that move from its live socket, without a reload. It prints what it saw of the frame
// (`origin null`, `storage denied`) and the documents the proxy served with its policy.
import { browser } from "./browsers.mjs";
import { check, moveFromTest, url } from "./common.mjs";
import { clientPage, discordProxy, launchQuery } from "./discord.mjs";

const engine = process.env.ENGINE ?? "chromium";
const code = process.env.ACTIVITY_CODE ?? "";
const query = launchQuery(process.env.ACTIVITY_INSTANCE ?? "", "mobile");
const test = moveFromTest();
const proxy = await discordProxy(url, (board) => clientPage({ board, code, sandbox: "allow-scripts" }));
const driven = await browser(engine, { width: 390, height: 844 });
try {
  const opened = await driven.open();
  await opened.goto(proxy.clientUrl(query.toString()));
  const frame = await opened.frame();
  const revision = () => frame.evaluate(() => Number(document.body.dataset.revision));
  /** Waits for a revision after `before` and its board's picture: the revision. */
  const moved = async (before) => {
    const now = await frame.until((r) => Number(document.body.dataset.revision) > r && document.body.dataset.revision, before);
    await frame.until((n) => document.querySelector(`.board[data-revision="${n}"]`) !== null, now);
    return Number(now);
  };
  // The board, or the page's sentence why not (a refused request, a silent client).
  await frame.until(() => document.body.dataset.revision !== undefined || document.querySelector(".failed") !== null);
  const failed = await frame.evaluate(() => document.querySelector(".failed")?.textContent ?? null);
  check(failed === null, `the page says: ${failed}`);
  console.log(`origin ${await frame.evaluate(() => self.origin)}`);
  const denied = await frame.evaluate(() => {
    try {
      return window.localStorage === null;
    } catch {
      return true;
    }
  });
  if (denied) console.log("storage denied");
  // Styled though the swapped policy refuses the style sheet's address: the board's
  // viewport is laid out by the page's style, not as a bare block.
  const styled = await frame.evaluate(() => getComputedStyle(document.querySelector(".page")).display);
  check(styled !== "block", `the page is not styled (.page is ${styled})`);
  await frame.until(() => document.querySelector(".cell") !== null);
  const start = await revision();
  await frame.click(".cell");
  await frame.until(() => document.querySelector(".preview") !== null);
  await frame.click(".actions button.primary");
  let now = await moved(start);
  const step = await frame.evaluate(() => document.querySelectorAll(".choices button").length);
  if (step > 0) {
    await frame.click(".choices button:last-child");
    now = await moved(now);
  }
  await frame.until(() => document.querySelectorAll(".spot, .cell").length === 0);
  const last = await frame.evaluate(() => {
    window.stayed = true;
    return document.querySelector(".last")?.textContent ?? "";
  });
  const line = await test.ready();
  const mover = line.replace(/^moved /, "");
  check(line.startsWith("moved ") && mover.length > 0, `told "${line}"`);
  await moved(now);
  await frame.until(
    ([before, name]) => {
      const shown = document.querySelector(".last")?.textContent ?? "";
      return shown !== before && shown.includes(name);
    },
    [last, mover],
  );
  check(await frame.evaluate(() => window.stayed === true), "the page was reloaded");
  const commands = await opened.top.evaluate(() => window.commands.map((c) => c.cmd).join());
  check(commands === "AUTHORIZE,AUTHENTICATE", `the commands sent: ${commands}`);
  // As Discord's SDK 2.5.0 shakes hands on a mobile client that tells no app version: no
  // `sdk_version`.
  const shook = await opened.top.evaluate(() => JSON.stringify(window.shook));
  const fields = JSON.stringify(Object.keys(JSON.parse(shook)));
  check(fields === JSON.stringify(["v", "encoding", "client_id", "frame_id"]), `the handshake: ${shook}`);
  for (const d of proxy.documents) console.log(`document ${d.path}`);
  check(driven.errors().length === 0, `errors on the page: ${driven.errors().join("; ")}`);
  await opened.close();
} finally {
  await driven.close();
  await proxy.close();
  test.close();
}
