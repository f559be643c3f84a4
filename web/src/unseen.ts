// The sheet of the tiles to come (issue 86, "the whole game at hand"): the tiles no
// player has seen yet, by kind, each drawn as on the board, counted and named. The bot
// sends only what the box's contents less the tiles in sight tell everyone, with the
// tiles under hills counted among them (nobody can tell them apart), and says how many
// those are.
import type { Unseen } from "./api";
import { button, el } from "./dom";

/**
 * The sheet, a modal dialog: opened from the button beside the count of tiles left, it
 * holds the focus until closed (Escape or its Close button), then gives it back to that
 * button. Kept up to date while open, as the game moves on.
 */
export class UnseenSheet {
  readonly element = el("dialog", { className: "sheet unseen" });
  private readonly heading = el("h2", { id: "unseen-title" });
  private readonly hills = el("p", { className: "hills" });
  private readonly list = el("ul");
  private readonly closer = button("", () => this.element.close());

  /**
   * `picture` gives a tile's pictures by its id (asked once per page); `opener` the
   * button that opens the sheet as drawn now, which takes the focus back on closing (the
   * page may have been drawn again while it was open).
   */
  constructor(
    private readonly picture: (kind: string) => Promise<string | null>,
    opener: () => HTMLElement | null,
  ) {
    this.element.setAttribute("aria-labelledby", this.heading.id);
    this.closer.className = "close";
    this.element.append(el("div", { className: "head" }, [this.heading, this.closer]), this.hills, this.list);
    this.element.addEventListener("close", () => opener()?.focus());
  }

  /** The button that opens the sheet, worded `open`, showing `label` (the count of tiles left). */
  opener(label: string, open: string, unseen: Unseen, words: (key: string) => string): HTMLButtonElement {
    const b = button(label, () => {
      this.fill(unseen, words);
      this.element.showModal();
    });
    b.className = "unseen-open";
    b.setAttribute("aria-haspopup", "dialog");
    b.setAttribute("aria-label", `${label} — ${open}`);
    return b;
  }

  /** Draws the sheet again with `unseen`, when it is open (the game moved on under it). */
  update(unseen: Unseen, words: (key: string) => string): void {
    if (this.element.open) this.fill(unseen, words);
  }

  private fill(unseen: Unseen, words: (key: string) => string): void {
    this.heading.textContent = words("unseen");
    this.closer.textContent = words("close");
    this.hills.textContent = `${words("unseen-hills")} ${unseen.under_hills}`;
    this.hills.hidden = unseen.under_hills === 0;
    const items = unseen.kinds.map((kind) => {
      // The words say it all: the picture is shown, not read.
      const picture = el("span", { className: "tile", ariaHidden: "true" });
      void this.picture(kind.tile).then((url) => {
        if (url) picture.style.backgroundImage = `url("${url}")`;
      });
      const count = el("strong", { className: "count", textContent: `${kind.count} ×` });
      const item = el("li", {}, [picture, el("span", {}, [count, " ", kind.words])]);
      item.dataset["tile"] = kind.tile;
      item.dataset["count"] = String(kind.count);
      return item;
    });
    this.list.replaceChildren(...items);
  }
}
