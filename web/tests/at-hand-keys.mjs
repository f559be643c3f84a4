// The whole game at hand by keyboard alone on a phone-sized page (390×844), as a screen
// reader hears it: from the page's start, Tab reaches the fields tool, the count of
// tiles left and the history's button, each drawn with a focus ring; Space and Enter
// press the fields tool (every field outlined, then let go), Enter opens the sheet of
// the tiles to come and the history panel (modal dialogs, the focus inside), Tab and
// Enter show the board after the first move, Escape closes each and gives the focus
// back. What is heard is read from Chromium's own accessibility tree (the role, name
// and pressed state a screen reader is given) and printed, for the Rust test to check
// against the locale: `fields-tool NAME STATE` at each press, `fields-said WORDS` for
// what the tool's live region said, `outlined N` for the fields then drawn, `unseen-open
// NAME`, `unseen-dialog NAME`, `history-open NAME`, `history-dialog NAME`, `move NAME`,
// `past NAME` (the board after it, an image). axe-core finds nothing on the board with
// every field outlined, nor in either dialog. With BOARD_SCREENSHOTS set, the focused
// fields tool is saved.
import { PHONE, check, run, shots, violations } from "./common.mjs";

await run(PHONE, async (page, context) => {
  await page.waitForSelector(".board[data-revision]");
  const cdp = await context.newCDPSession(page);
  await cdp.send("Accessibility.enable");

  /** What a screen reader is told of the nodes `where` picks (role, name, states), by Chromium's accessibility tree. */
  async function heard(where) {
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const state = (node, name) => node.properties?.find((p) => p.name === name)?.value?.value;
    return nodes
      .filter((node) => !node.ignored && where(node, state))
      .map((node) => ({ role: node.role?.value, name: node.name?.value ?? "", pressed: state(node, "pressed") }));
  }

  /** What is heard of the node with the focus. */
  async function focused() {
    // The document is focused too, round the element with the focus.
    const found = await heard((node, state) => state(node, "focused") === true && node.role?.value !== "RootWebArea");
    check(found.length === 1, `one node has the focus: ${JSON.stringify(found)}`);
    return found[0];
  }

  /**
   * Presses Tab until the element `selector` picks has the focus (at most 80 times),
   * checks that it shows a focus ring (`:focus-visible`, a solid outline 2 px or wider),
   * and answers what is heard of it.
   */
  async function tabTo(selector) {
    for (let i = 0; i < 80; i += 1) {
      await page.keyboard.press("Tab");
      if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) {
        const ring = await page.evaluate(() => {
          const active = document.activeElement;
          const style = getComputedStyle(active);
          return {
            visible: active.matches(":focus-visible"),
            outline: `${style.outlineStyle} ${style.outlineWidth}`,
            wide: style.outlineStyle === "solid" && parseFloat(style.outlineWidth) >= 2,
          };
        });
        check(ring.visible && ring.wide, `${selector} shows no focus ring: ${JSON.stringify(ring)}`);
        return focused();
      }
    }
    throw new Error(`Tab never reached ${selector}`);
  }

  /** The fields tool as heard, printed as `fields-tool NAME STATE`. */
  async function tool() {
    const node = await focused();
    check(node.role === "button", `the fields tool is a button: ${JSON.stringify(node)}`);
    console.log(`fields-tool ${node.name} ${node.pressed}`);
    return node;
  }

  /** Waits until the fields tool's live region says something other than `before`, and prints it. */
  async function said(before) {
    await page.waitForFunction((b) => {
      const text = document.querySelector(".board .fields-said")?.textContent ?? "";
      return text !== "" && text !== b;
    }, before);
    const text = await page.locator(".board .fields-said").textContent();
    console.log(`fields-said ${text}`);
    return text;
  }

  // The fields tool: the page's start, then Tab until it has the focus.
  await tabTo(".tools button.fields-tool");
  check((await tool()).pressed === "false", "the fields tool starts let go");
  if (shots) await page.screenshot({ path: `${shots}/web-fields-tool-focused.png` });
  await page.keyboard.press(" ");
  await page.waitForFunction(() => document.querySelector(".tools button.fields-tool")?.getAttribute("aria-pressed") === "true");
  check((await tool()).pressed === "true", "Space presses the fields tool");
  const shown = await said("");
  const live = await heard((node, state) => node.role?.value === "status" && state(node, "live") === "polite");
  check(live.length >= 1, "a live region says what the fields tool did");
  const outlined = await page.locator(".marks .fields g[data-field]").count();
  console.log(`outlined ${outlined}`);
  check(outlined > 0 && shown.includes(String(outlined)), `"${shown}" tells the ${outlined} fields outlined`);
  const onBoard = await violations(page, [".board"]);
  check(onBoard.length === 0, `axe-core on the board: ${onBoard.join("; ")}`);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => document.querySelector(".tools button.fields-tool")?.getAttribute("aria-pressed") === "false");
  check((await tool()).pressed === "false", "Enter lets the fields tool go");
  await said(shown);

  // The sheet of the tiles to come, from the count of tiles left.
  const unseen = await tabTo("button.unseen-open");
  console.log(`unseen-open ${unseen.name}`);
  await page.keyboard.press("Enter");
  await page.locator("dialog.unseen[open]").waitFor();
  check(await page.evaluate(() => document.querySelector("dialog.unseen").contains(document.activeElement)), "the focus is in the sheet");
  const [sheet] = await heard((node) => node.role?.value === "dialog");
  console.log(`unseen-dialog ${sheet?.name}`);
  await page.waitForFunction(() => [...document.querySelectorAll("dialog.unseen li .tile")].every((p) => p.style.backgroundImage.startsWith("url(")));
  const inSheet = await violations(page, ["dialog.unseen"]);
  check(inSheet.length === 0, `axe-core in the sheet: ${inSheet.join("; ")}`);
  await page.keyboard.press("Escape");
  await page.waitForSelector("dialog.unseen:not([open])", { state: "attached" });
  check((await focused()).name === unseen.name, "the focus is back on the count of tiles left");

  // The history panel, and the board after its first move.
  const history = await tabTo("button.history-open");
  console.log(`history-open ${history.name}`);
  await page.keyboard.press("Enter");
  await page.locator("dialog.history[open]").waitFor();
  const [panel] = await heard((node) => node.role?.value === "dialog");
  console.log(`history-dialog ${panel?.name}`);
  const first = await tabTo("dialog.history button.move");
  console.log(`move ${first.name}`);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => {
    const img = document.querySelector("dialog.history figure:not([hidden]) img.after");
    return img !== null && img.complete && img.naturalWidth > 0;
  });
  const [past] = await heard((node) => (node.role?.value === "image" || node.role?.value === "img") && (node.name?.value ?? "").length > 0);
  console.log(`past ${past?.name}`);
  const inPanel = await violations(page, ["dialog.history"]);
  check(inPanel.length === 0, `axe-core in the panel: ${inPanel.join("; ")}`);
  await page.keyboard.press("Escape");
  await page.waitForSelector("dialog.history:not([open])", { state: "attached" });
  check((await focused()).name === history.name, "the focus is back on the history's button");
});
