// The browser every scenario drives, and how long any wait may last: apart from
// `common.mjs`, which needs the bot's page (BOARD_URL), so that a scenario with no bot
// (`sdk.mjs`) starts Chromium the same way.
import { chromium } from "playwright-core";

/**
 * How long any wait lasts before the scenario fails, in milliseconds: the Rust tests'
 * patience (tests/support/patience.rs), ten minutes. Only a hung scenario meets it; a
 * browser beside the whole suite on two busy cores stays far from it.
 */
export const PATIENCE = 600_000;

/**
 * Debian's Chromium (or CHROMIUM's), headless, as every scenario drives it; with
 * CHROMIUM_ARGS' flags too (space-separated), to measure the page under another of
 * Chromium's policies (`--disable-features=DeferRendererTasksAfterInput`: see the page
 * move's row in docs/performance.md).
 */
export function launch() {
  return chromium.launch({
    timeout: PATIENCE,
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--font-render-hinting=none", ...(process.env.CHROMIUM_ARGS ?? "").split(" ").filter(Boolean)],
  });
}

/** A phone's screen as Playwright makes one: dense, touch, a mobile viewport. */
export const TOUCH = { deviceScaleFactor: 2, isMobile: true, hasTouch: true };
