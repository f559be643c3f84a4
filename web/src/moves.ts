// The history panel (issue 86, "the whole game at hand"): every move of the game as the
// channel's `history` tells it (who, what, the points it scored), the oldest first, and
// the whole board as it was after any of them, the points that move scored written on
// the features it scored, as the board writes the last move's.
import type { History, Move } from "./api";
import { scoredBadge, snap } from "./board";
import { button, el } from "./dom";

/** What the panel asks the bot for: the moves, and a picture of the board alone after one, `cell` device px a cell (a blob URL). */
export interface HistorySource {
  moves(): Promise<History>;
  board(seq: number, cell: number): Promise<string>;
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
  /** The picture and the points written over it. */
  private readonly board = el("div", { className: "past" }, [this.picture]);
  private readonly caption = el("figcaption");
  private readonly figure = el("figure", { hidden: true }, [this.board, this.caption]);
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
      const show = button(move.line, () => void this.show(move, show, words));
      show.className = "move";
      show.dataset["seq"] = String(move.seq);
      return el("li", {}, [show]);
    });
    if (items.length === 0) items.push(el("li", { textContent: words("history-empty") }));
    this.list.replaceChildren(...items);
  }

  /**
   * Shows the whole board after `move` above the list, as wide as the panel, with the
   * points it scored on their features; the move's button marked as the one shown.
   */
  private async show(move: Move, pressed: HTMLButtonElement, words: (key: string) => string): Promise<void> {
    const { seq, board } = move;
    // Cells across the picture: those shown and one of room on each side.
    const cols = board ? board.max[0] - board.min[0] + 3 : 1;
    let url = this.boards.get(seq);
    if (!url) {
      url = this.source.board(seq, snap((this.list.clientWidth * (window.devicePixelRatio || 1)) / cols));
      this.boards.set(seq, url);
      url.catch(() => this.boards.delete(seq));
    }
    const src = await url;
    for (const b of this.list.querySelectorAll("button[aria-current]")) b.removeAttribute("aria-current");
    pressed.setAttribute("aria-current", "true");
    this.picture.src = src;
    this.picture.alt = `${words("history-board")} ${seq}`;
    this.caption.textContent = move.line;
    this.board.replaceChildren(this.picture);
    this.figure.hidden = false;
    this.figure.dataset["seq"] = String(seq);
    await this.picture.decode().catch(() => undefined);
    if (!board || this.figure.dataset["seq"] !== String(seq) || this.picture.naturalWidth === 0) return;
    // A cell's share of the picture's width and height (bands drawn below the board make it taller).
    const across = 100 / cols;
    const down = (across * this.picture.naturalWidth) / this.picture.naturalHeight;
    const [x0, y0] = board.min;
    const badges = (move.scored ?? []).map((s) => scoredBadge(s, `${(s.at[0] - x0 + 1) * across}%`, `${(s.at[1] - y0 + 1) * down}%`));
    this.board.replaceChildren(this.picture, ...badges);
  }
}
