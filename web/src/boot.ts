// The page's start, inlined into its document by the build (a script the document names by
// address runs only where `script-src 'self'` matches it). Inside Discord the Activity
// proxy replaces the bot's content policy with its own, which trusts `'self'`, blobs and
// the nonce it writes into inline scripts; where the document's origin is opaque (Discord
// for iOS frames it sandboxed without `allow-same-origin`) WebKit matches `'self'` with
// nothing, so the script and the style are fetched and run from blobs there (a style
// sheet adopted from script text needs no `style-src` at all). Elsewhere the script is
// loaded by its address, as the bot's own policy allows.

import { CONFIG_PATH, type Early, inDiscord } from "./frame";

/** The page's script and style, named with their content's hash (`build.mjs`). */
declare const SCRIPT: string;
declare const STYLE: string;

/** `file`'s answer, refused unless it is one. */
async function fetched(file: string): Promise<Response> {
  const answer = await fetch(file);
  if (!answer.ok) throw new Error(`${file}: ${answer.status}`);
  return answer;
}

/**
 * Runs the script at `src`. The start stands in the document's head, before the style
 * sheet (a browser holds an inline script back until the style sheets above it came):
 * the script is asked at once, beside the style, and waits for the document itself.
 */
function run(src: string): void {
  const script = document.createElement("script");
  script.src = src;
  document.head.append(script);
}

// Inside Discord the script's first question is the Activity's configuration: asked
// now, while the script itself loads, for the script to take (`activity.ts`).
if (inDiscord(new URLSearchParams(location.search))) {
  const asked = fetch(CONFIG_PATH, { cache: "no-store" });
  // A failure is the script's to tell, when it takes the answer: not an unhandled one.
  asked.catch(() => undefined);
  (window as Early).early = { [CONFIG_PATH]: asked };
}

if (self.origin === "null") {
  void fetched(SCRIPT)
    .then((answer) => answer.blob())
    .then((blob) => run(URL.createObjectURL(blob)));
  void fetched(STYLE)
    .then((answer) => answer.text())
    .then((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
} else {
  run(SCRIPT);
}
