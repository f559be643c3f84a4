// Builds the page into ../assets/web/ (committed; the bot embeds it): the script bundled
// and minified, the style minified, both also compressed (gzip and Brotli, at their
// best, for the bot to send whichever a browser takes), the document naming both by
// their content's hash, with the start (src/boot.ts, which loads the script) inlined in
// it. The same sources always give the same bytes: CI rebuilds and compares.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const out = new URL("../assets/web/", import.meta.url);
mkdirSync(out, { recursive: true });
const bundle = async (entry, loader, define) =>
  (
    await build({
      entryPoints: [new URL(entry, import.meta.url).pathname],
      bundle: true,
      minify: true,
      format: "iife",
      target: "es2020",
      sourcemap: false,
      legalComments: "none",
      charset: "utf8",
      write: false,
      loader,
      define,
    })
  ).outputFiles[0].text;
const hash = (text) => createHash("sha256").update(text).digest("hex").slice(0, 12);
const script = await bundle("src/main.ts");
const style = await bundle("src/board.css", { ".css": "css" });
const files = { SCRIPT: `board.js?v=${hash(script)}`, STYLE: `board.css?v=${hash(style)}` };
const names = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, JSON.stringify(v)]));
const boot = (await bundle("src/boot.ts", undefined, names)).trim();
const page = readFileSync(new URL("src/index.html", import.meta.url), "utf8")
  .replace("%STYLE%", files.STYLE)
  // A function, so that `$` in the script is not read as a replacement pattern.
  .replace("%BOOT%", () => boot);
/** Writes `text` as `name`, and gzipped and Brotli-compressed beside it (`.gz`, `.br`). */
const write = (name, text) => {
  writeFileSync(new URL(name, out), text);
  writeFileSync(new URL(`${name}.gz`, out), gzipSync(text, { level: 9 }));
  const brotli = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: text.length };
  writeFileSync(new URL(`${name}.br`, out), brotliCompressSync(text, { params: brotli }));
};
write("board.js", script);
write("board.css", style);
writeFileSync(new URL("index.html", out), page);
