// The history panel (issue 86, "the whole game at hand"): every move of the game as the
// channel's `history` tells it (who, what, the points it scored), the oldest first, and
// the whole board as it was after any of them, the points that move scored written on
// the features it scored, as the board writes the last move's. A big board is framed on
// the move first (its tile and what it scored, at a size a phone's reader makes out),
// scrolled by finger or keys, the whole board one toggle away.
import type { History, Move } from "./api";
import { scoredBadge, snap } from "./board";
import { button, el } from "./dom";

/** What the panel asks the bot for: the moves, and a picture of the board alone after one, `cell` device px a cell (a blob URL). */
export interface HistorySource {
  moves(): Promise<History>;
  board(seq: number, cell: number): Promise<string>;
}

/**
 * The CSS px a cell of the board after a move is shown at, at least, when the move is
 * framed: its tile well over a finger's size (44 px), its figures and `+N` made out.
 */
const READABLE_CELL = 64;
/** The CSS px a cell is shown at, at most, when the move is framed (a move of one tile). */
const FRAMED_CELL = 96;
/** The most device px a picture of the board after a move spans across or down: a phone's memory. */
const LARGEST_PICTURE = 4096;
/**
 * The most device px a cell of that picture is drawn at: a framed cell of 96 CSS px on a
 * 2× screen is drawn 1.5× up, still sharp, and the bot draws under half the pixels of
 * 192 (a big board's picture took a loaded bot over the page's patience).
 */
const LARGEST_CELL = 128;

/** The cells (x, y, across, down) a move's picture is framed on: its tile and what it scored, a cell of room round them. */
function extent(move: Move): { x: number; y: number; w: number; h: number } | null {
  const points: [number, number][] = (move.scored ?? []).map((s) => s.at);
  if (move.placed) {
    const { x, y, span } = move.placed;
    points.push([x, y], [x + span, y + span]);
  }
  if (points.length === 0) return null;
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  const [x, y] = [Math.floor(Math.min(...xs)) - 1, Math.floor(Math.min(...ys)) - 1];
  return { x, y, w: Math.ceil(Math.max(...xs)) + 1 - x, h: Math.ceil(Math.max(...ys)) + 1 - y };
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
  /**
   * Where the picture is seen: the whole of it, or the move framed with the rest
   * scrolled to (by finger, or by arrow keys once focused).
   */
  private readonly view = el("div", { className: "past-view" }, [this.board]);
  /** Shows the whole board after the move, or the move framed again (pressed: the whole board). */
  private readonly whole = button("", () => this.toggleWhole());
  private readonly caption = el("figcaption");
  private readonly figure = el("figure", { hidden: true }, [this.whole, this.view, this.caption]);
  /** How the move shown is framed: a cell's CSS px when framed, the cells framed on; `null` when the whole board is readable as it is. */
  private framing: { cell: number; cols: number; on: { x: number; y: number; w: number; h: number }; min: [number, number] } | null = null;
  private readonly list = el("ol");
  /** The revision whose moves the list shows. */
  private shown = -1;
  /** The boards after moves already drawn, by move number and cell size (`seq@cell`), for the list shown. */
  private boards = new Map<string, Promise<string>>();

  /** `opener` gives the button that opens the panel as drawn now, which takes the focus back on closing. */
  constructor(
    private readonly source: HistorySource,
    opener: () => HTMLElement | null,
  ) {
    this.element.setAttribute("aria-labelledby", this.heading.id);
    this.closer.className = "close";
    this.whole.className = "whole";
    this.whole.setAttribute("aria-pressed", "false");
    this.view.setAttribute("role", "group");
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
    // Cells across and down the picture: those shown and one of room on each side.
    const cols = board ? board.max[0] - board.min[0] + 3 : 1;
    const rows = board ? board.max[1] - board.min[1] + 3 : 1;
    const width = this.list.clientWidth;
    const on = extent(move);
    // Framed on the move when the whole board would show its cells smaller than a
    // reader makes out on this screen; else the whole board, as wide as the panel.
    const framed = board && on && width / cols < READABLE_CELL ? Math.max(READABLE_CELL, Math.min(FRAMED_CELL, width / on.w)) : 0;
    this.framing = board && on && framed > 0 ? { cell: framed, cols, on, min: board.min } : null;
    const dpr = window.devicePixelRatio || 1;
    const largest = Math.min(LARGEST_CELL, Math.floor(LARGEST_PICTURE / Math.max(cols, rows) / 8) * 8);
    const cell = Math.max(16, Math.min(snap(Math.max(framed, width / cols) * dpr), largest));
    let src: string;
    try {
      src = await this.pictureAfter(seq, cell);
    } catch {
      // Not drawn in time (a loaded bot, a phone between networks): the whole board
      // as wide as the panel, a picture a fraction of the size, rather than nothing.
      this.framing = null;
      src = await this.pictureAfter(seq, snap((width / cols) * dpr));
    }
    for (const b of this.list.querySelectorAll("button[aria-current]")) b.removeAttribute("aria-current");
    pressed.setAttribute("aria-current", "true");
    this.picture.src = src;
    this.picture.alt = `${words("history-board")} ${seq}`;
    this.view.setAttribute("aria-label", this.picture.alt);
    this.whole.textContent = words("whole-board");
    this.whole.hidden = this.framing === null;
    // Each move picked is shown framed on it first.
    this.whole.setAttribute("aria-pressed", "false");
    this.caption.textContent = move.line;
    this.board.replaceChildren(this.picture);
    this.figure.hidden = false;
    this.figure.dataset["seq"] = String(seq);
    await this.picture.decode().catch(() => undefined);
    this.place(false);
    // Picked low in a long list, the picture above it would open out of sight.
    this.figure.scrollIntoView({ block: "nearest" });
    if (!board || this.figure.dataset["seq"] !== String(seq) || this.picture.naturalWidth === 0) return;
    // A cell's share of the picture's width and height (bands drawn below the board make it taller).
    const across = 100 / cols;
    const down = (across * this.picture.naturalWidth) / this.picture.naturalHeight;
    const [x0, y0] = board.min;
    const badges = (move.scored ?? []).map((s) => scoredBadge(s, `${(s.at[0] - x0 + 1) * across}%`, `${(s.at[1] - y0 + 1) * down}%`));
    this.board.replaceChildren(this.picture, ...badges);
  }

  /** The picture of the board after move `seq` at `cell` device px a cell, asked once and kept while the list is shown. */
  private pictureAfter(seq: number, cell: number): Promise<string> {
    const key = `${seq}@${cell}`;
    let url = this.boards.get(key);
    if (!url) {
      url = this.source.board(seq, cell);
      this.boards.set(key, url);
      url.catch(() => this.boards.delete(key));
    }
    return url;
  }

  /** The whole board after the move, or the move framed again. */
  private toggleWhole(): void {
    const whole = this.whole.getAttribute("aria-pressed") !== "true";
    this.whole.setAttribute("aria-pressed", String(whole));
    this.place(whole);
  }

  /**
   * Lays the picture out: the whole of it as wide as the panel (`whole`, or a board
   * readable whole), else at its framed cell size, scrolled so that the move's cells are
   * in the middle of the view. The view takes the keyboard only when there is something
   * to scroll to.
   */
  private place(whole: boolean): void {
    const framing = this.framing;
    const framed = framing !== null && !whole;
    this.view.classList.toggle("framed", framed);
    this.board.style.width = framed ? `${framing.cols * framing.cell}px` : "";
    if (framed) {
      this.view.tabIndex = 0;
      const { cell, on, min } = framing;
      this.view.scrollLeft = (on.x - min[0] + 1 + on.w / 2) * cell - this.view.clientWidth / 2;
      this.view.scrollTop = (on.y - min[1] + 1 + on.h / 2) * cell - this.view.clientHeight / 2;
    } else {
      this.view.removeAttribute("tabindex");
      this.view.scrollLeft = 0;
      this.view.scrollTop = 0;
    }
  }
}
