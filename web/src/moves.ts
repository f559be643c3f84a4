// The history panel (issue 86, "the whole game at hand"): every move of the game as the
// channel's `history` tells it (who, what, the points it scored), the oldest first, and
// the board as it was after any of them, drawn as that move's turn message drew it.
import type { History } from "./api";
import { button, el } from "./dom";

/** What the panel asks the bot for: the moves, and a picture of the board after one (a blob URL). */
export interface HistorySource {
  moves(): Promise<History>;
  board(seq: number): Promise<string>;
}

/**
 * The panel, a modal dialog: opened from its button, it holds the focus until closed
 * (Escape or its Close button), then gives it back to that button. Each move is a button
 * that shows the board after it above the list; the moves are read again when the game
 * moves on while it is open.
 */
export class HistorySheet {
  readonly element = el("dialog", { className: "sheet history" });
  private readonly heading = el("h2", { id: "history-title" });
  private readonly closer = button("", () => this.element.close());
  private readonly picture = el("img", { className: "after", alt: "" });
  private readonly caption = el("figcaption");
  private readonly figure = el("figure", { hidden: true }, [this.picture, this.caption]);
  private readonly list = el("ol");
  /** The revision whose moves the list shows. */
  private shown = -1;
  /** The boards after moves already drawn, by move number, for the list shown. */
  private boards = new Map<number, Promise<string>>();

  /** `opener` gives the button that opens the panel as drawn now, which takes the focus back on closing. */
  constructor(
    private readonly source: HistorySource,
    opener: () => HTMLElement | null,
  ) {
    this.element.setAttribute("aria-labelledby", this.heading.id);
    this.closer.className = "close";
    this.element.append(el("div", { className: "head" }, [this.heading, this.closer]), this.figure, this.list);
    this.element.addEventListener("close", () => opener()?.focus());
  }

  /** The button that opens the panel, in `words`. */
  opener(words: (key: string) => string): HTMLButtonElement {
    const b = button(words("history-open"), () => {
      void this.read(words).then(() => {
        if (!this.element.open) this.element.showModal();
      });
    });
    b.className = "history-open";
    b.setAttribute("aria-haspopup", "dialog");
    return b;
  }

  /** Reads the moves again when the game moved on to `revision` under the open panel. */
  update(revision: number, words: (key: string) => string): void {
    if (this.element.open && revision !== this.shown) void this.read(words);
  }

  private async read(words: (key: string) => string): Promise<void> {
    const history = await this.source.moves();
    this.heading.textContent = words("history");
    this.closer.textContent = words("close");
    if (history.revision === this.shown) return;
    // An undone move's number may come back as another move: no board is kept across readings.
    for (const url of this.boards.values()) void url.then((u) => URL.revokeObjectURL(u)).catch(() => undefined);
    this.boards = new Map();
    this.shown = history.revision;
    this.figure.hidden = true;
    const items = history.moves.map((move) => {
      const show = button(move.line, () => void this.show(move.seq, move.line, show, words));
      show.className = "move";
      show.dataset["seq"] = String(move.seq);
      return el("li", {}, [show]);
    });
    if (items.length === 0) items.push(el("li", { textContent: words("history-empty") }));
    this.list.replaceChildren(...items);
  }

  /** Shows the board after move `seq` above the list, the move's button marked as the one shown. */
  private async show(seq: number, line: string, pressed: HTMLButtonElement, words: (key: string) => string): Promise<void> {
    let url = this.boards.get(seq);
    if (!url) {
      url = this.source.board(seq);
      this.boards.set(seq, url);
      url.catch(() => this.boards.delete(seq));
    }
    const src = await url;
    for (const b of this.list.querySelectorAll("button[aria-current]")) b.removeAttribute("aria-current");
    pressed.setAttribute("aria-current", "true");
    this.picture.src = src;
    this.picture.alt = `${words("history-board")} ${seq}`;
    this.caption.textContent = line;
    this.figure.hidden = false;
    this.figure.dataset["seq"] = String(seq);
  }
}
