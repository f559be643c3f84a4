// The board: the bot's own picture of it (the same art as its PNGs, redrawn at the size
// a cell is shown so it stays crisp at any zoom), with the page's marks over it: the cells
// where the tile in hand fits (every cell a large tile may cover), the tile shown on the
// chosen cell in its chosen rotation, the spots a figure may take (or a step names, anywhere
// on the board), and the cells a step leads to. Panned by drag, arrow buttons or keys; zoomed
// by wheel, pinch or buttons. One tab stop: arrow keys go from lit cell to lit cell.

import { type Choice, cellsOf, FIELD_UNITS, type FieldOutline, type Fields, type Game, named, type Placement, Refused, type Scored, spotGroups } from "./api";
import { button, el } from "./dom";
import { Backoff } from "./retry";

/** Where the player put the tile in hand, and which of its fitting rotations shows. */
export interface Selection {
  x: number;
  y: number;
  rotation: number;
}

/** What the board asks of the page. */
export interface BoardActions {
  tapCell(x: number, y: number): void;
  /** A marked spot or lit cell tapped: `cell` is the lit cell's, where the step leads. */
  tapSpot(choices: Choice[], cell?: [number, number]): void;
  rotate(): void;
  confirm(): void;
  cancel(): void;
  /** A board image `cell` device px a cell, as a URL. */
  image(cell: number): Promise<string>;
  /** Every field of the board, outlined (the fields tool). */
  fields(): Promise<Fields>;
}

/**
 * The colours fields are outlined in, a step's first: none of them green (the fields'
 * own), each apart from the others and from the lit cells' and discs' blue.
 */
const FIELD_COLOURS = ["#ffd400", "#ff4fa0", "#00e5ff", "#ff8a00", "#ffffff", "#b388ff"];

const SVG = "http://www.w3.org/2000/svg";

const SMALLEST_CELL = 24;
/** The smallest target a finger hits surely (CSS px): WCAG's enhanced target size. */
const TARGET = 44;
/** CSS px a cell is shown at, at least, at a figure step: room for its spots' discs. */
const FIGURE_CELL = 150;
/** Whether the main pointer is a finger: the board's cells are then never smaller than a target. */
const COARSE = window.matchMedia("(pointer: coarse)");
const LARGEST_CELL = 160;
const ZOOM_STEP = 1.25;
/** The grid (CSS px) on which Rotate and Confirm are sought a free place in the view when none beside the tile is. */
const NEAR_STEP = 8;
/** Movement (CSS px) after which a press is a drag, not a tap. */
const DRAG_SLOP = 6;

/** The cell sizes the bot paints tiles at: steps of 8 px. */
export function snap(px: number): number {
  return Math.max(16, Math.min(192, Math.round(px / 8) * 8));
}

/**
 * The points a scoring gave, written where `left` and `top` put its feature's middle,
 * underlined in its winners' colours; hidden from a screen reader, which reads them in
 * the move's words.
 */
export function scoredBadge(scored: Scored, left: string, top: string): HTMLElement {
  const badge = el("div", { className: "scored", textContent: `+${scored.points}` });
  badge.setAttribute("aria-hidden", "true");
  Object.assign(badge.style, { left, top });
  const stops = scored.colours.map((colour, i, all) => `${colour} ${(i * 100) / all.length}% ${((i + 1) * 100) / all.length}%`);
  if (stops.length > 0) badge.style.setProperty("--winners", `linear-gradient(90deg, ${stops.join(", ")})`);
  return badge;
}

/** A box on the board, in cells, or on the stage or the screen, in CSS px: its north-west corner, width and height. */
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * The eight ways out of the board's view a target may lie, clockwise from the east: the
 * arrow each edge marker shows and the page word that names it.
 */
const WAYS: { arrow: string; word: string }[] = [
  { arrow: "→", word: "way-east" },
  { arrow: "↘", word: "way-south-east" },
  { arrow: "↓", word: "way-south" },
  { arrow: "↙", word: "way-south-west" },
  { arrow: "←", word: "way-west" },
  { arrow: "↖", word: "way-north-west" },
  { arrow: "↑", word: "way-north" },
  { arrow: "↗", word: "way-north-east" },
];

/** The cells (`x,y`) the border of a field's outline `path` runs through, by its points. */
function borderCells(path: string): Set<string> {
  const cells = new Set<string>();
  for (const point of path.split(/[MLZ]/)) {
    const [x, y] = point.trim().split(" ").map(Number);
    if (x === undefined || y === undefined || Number.isNaN(x) || Number.isNaN(y)) continue;
    cells.add(`${Math.floor(x / FIELD_UNITS)},${Math.floor(y / FIELD_UNITS)}`);
  }
  return cells;
}

/** The cells a tile `span` cells across covers when placed by its top-left cell at `p`. */
function footprint(p: { x: number; y: number }, span: number): [number, number][] {
  const cells: [number, number][] = [];
  for (let dy = 0; dy < span; dy += 1) {
    for (let dx = 0; dx < span; dx += 1) cells.push([p.x + dx, p.y + dy]);
  }
  return cells;
}

/** `text` ending a sentence: a full stop after it unless it ends with one already. */
function ended(text: string): string {
  return /[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
}

/** The middle of `r`. */
function middle(r: Rect): { x: number; y: number } {
  return { x: r.x + r.w / 2, y: r.y + r.h / 2 };
}

/** How far apart `a` and `b` are. */
function distance(a: { x: number; y: number }, b: { x: number; y: number }): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The smallest box round all of `boxes` (at least one). */
function bounds(boxes: Rect[]): Rect {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x, y, w: right - x, h: bottom - y };
}

/** How far a marker keeps from a target, in CSS px: its count's badge and shadow stand out this far. */
const MARKER_MARGIN = 6;

/**
 * The middle nearest `ideal` (in a view `w` × `h` px) for an edge marker that covers none
 * of `taken` (boxes in the view's px): along the edges first, `half` in from them, then
 * anywhere in the view; `ideal` itself when nothing is clear (a view full of targets).
 */
function clearOf(ideal: { x: number; y: number }, view: { w: number; h: number }, half: number, taken: Rect[]): { x: number; y: number } {
  const reach = TARGET / 2 + MARKER_MARGIN;
  const clear = (p: { x: number; y: number }): boolean =>
    taken.every((t) => p.x + reach <= t.x || p.x - reach >= t.x + t.w || p.y + reach <= t.y || p.y - reach >= t.y + t.h);
  if (clear(ideal)) return ideal;
  const [left, right, top, bottom] = [half, view.w - half, half, view.h - half];
  const step = 4;
  const along: { x: number; y: number }[] = [];
  for (let x = left; x <= right; x += step) along.push({ x, y: top }, { x, y: bottom });
  for (let y = top; y <= bottom; y += step) along.push({ x: left, y }, { x: right, y });
  const inside = (): { x: number; y: number }[] => {
    const ps: { x: number; y: number }[] = [];
    for (let x = left; x <= right; x += 2 * step) for (let y = top; y <= bottom; y += 2 * step) ps.push({ x, y });
    return ps;
  };
  const nearest = (ps: { x: number; y: number }[]): { x: number; y: number } | undefined =>
    ps.filter(clear).sort((a, b) => distance(a, ideal) - distance(b, ideal))[0];
  return nearest(along) ?? nearest(inside()) ?? ideal;
}

export class BoardView {
  readonly element: HTMLElement;
  private readonly viewport: HTMLElement;
  private readonly stage: HTMLElement;
  private readonly picture: HTMLImageElement;
  /** Zoom, whole board and pan: over the view on a wide screen, under it on a phone. */
  private readonly tools: HTMLElement;
  private readonly marks: HTMLElement;
  /** The board in words for a screen reader: the tile in hand, the last move, where it fits. */
  private readonly told: HTMLElement;
  /** Rotate and Confirm beside the tile shown on its cell. */
  private readonly near: HTMLElement;
  private readonly turnNear: HTMLButtonElement;
  private readonly confirmNear: HTMLButtonElement;
  /**
   * Over the board's view, not inside it (a list of cells holds only cells): a marker at
   * the edge for each way the step's targets lie out of view, which pans there.
   */
  private readonly edges: HTMLElement;
  /** The step's targets as last laid out: each one's box on the stage, in CSS px. */
  private targets: Rect[] = [];
  /** The figures on the board as last laid out, each a figure's size round where it stands, in CSS px. */
  private figures: Rect[] = [];
  /** The lit cell under the mouse, where the tile in hand is previewed before a click. */
  private hover: { x: number; y: number } | null = null;
  private game: Game | null = null;
  private selection: Selection | null = null;
  private tileUrl: string | null = null;
  /** CSS px a cell is shown at. */
  private cell = 64;
  /** Where the stage's north-west corner is, in CSS px from the viewport's. */
  private offset = { x: 0, y: 0 };
  private fitted = false;
  /**
   * The view as last laid out: its size and its place in the board, and the tools' boxes
   * over it (in the view's px). Kept by a `ResizeObserver` ([`measure`]), so that drawing
   * a new state reads no geometry: a read after the page's own writes would force a
   * layout each time (four a move, a third of the page's work on it).
   */
  private box = { w: 0, h: 0, left: 0, top: 0, tools: [] as Rect[] };
  /** Where ↻ and ✓ stand beside the tile shown, in the view's px; `null` when hidden. */
  private nearBox: Rect | null = null;
  /** Whether the player panned or zoomed since the whole board was last fitted in view. */
  private moved = false;
  /**
   * What the step last framed asked of this seat (its tile in hand and targets, in
   * [`asked`]'s words): a new one is framed however the player panned before, the same
   * one (a live update of the step) keeps the player's own pan.
   */
  private framedFor = "";
  private active: { x: number; y: number } | null = null;
  /**
   * The tile the player just placed, drawn on its cell from the tile in hand's pictures
   * until the board's picture of the revision after the move (`after`) is drawn: the
   * move shows at once, not when the bot has drawn and sent the new board.
   */
  private placed: { x: number; y: number; span: number; degrees: number; url: string; after: number } | null = null;
  /** A tile's pictures the page let go while `placed` still draws them: freed with it. */
  private retired: string | null = null;
  /**
   * The picture shown: the revision it draws, its device px a cell, and its board's
   * north-west corner and width in cells (a board grown since is drawn larger, its
   * picture kept where its cells are until the new one comes).
   */
  private loaded = { revision: -1, cell: 0, min: [0, 0] as [number, number], cols: 0 };
  private loading = false;
  private reloadTimer: number | undefined;
  private readonly retry = new Backoff();
  private readonly pointers = new Map<number, { x: number; y: number }>();
  /** The fields tool: every field outlined while it is pressed. */
  private readonly fieldsTool: HTMLButtonElement;
  /**
   * What the fields tool did, said to a screen reader as it happens (a live region): how
   * many fields it outlined once they are drawn, or that it let them go. Its pressed
   * state alone says the button is down, not what the board now shows.
   */
  private readonly fieldsSaid: HTMLElement;
  /** Whether the fields tool was pressed and its outlines are not yet said: said once drawn, not again at each move. */
  private fieldsUnsaid = false;
  /** Every field, as last read for the fields tool (asked again when the game moved on). */
  private allFields: Fields | null = null;
  private readingFields = false;
  /** The fields' colours as last worked out, for the fields outlined then (by revision and ids): a pan or a zoom keeps them. */
  private coloured = { key: "", colours: new Map<number, string>() };
  private press: { x: number; y: number; offset: { x: number; y: number }; moved: boolean } | null = null;
  private pinch: { distance: number; cell: number } | null = null;

  constructor(
    private readonly actions: BoardActions,
    private words: Record<string, string>,
  ) {
    this.picture = el("img", { className: "picture", alt: "", draggable: false });
    this.marks = el("div", { className: "marks" });
    this.stage = el("div", { className: "stage" }, [this.picture, this.marks]);
    this.viewport = el("div", { className: "viewport", tabIndex: 0 }, [this.stage]);
    this.fieldsTool = button("▱", () => this.toggleFields(), "fields");
    this.fieldsTool.classList.add("fields-tool");
    this.fieldsTool.setAttribute("aria-pressed", "false");
    this.tools = el("div", { className: "tools" }, [
      button("−", () => this.zoom(1 / ZOOM_STEP), "zoom-out"),
      button("+", () => this.zoom(ZOOM_STEP), "zoom-in"),
      button("⤢", () => this.whole(), "whole-board"),
      this.fieldsTool,
      button("←", () => this.pan(1, 0), "left"),
      button("↑", () => this.pan(0, 1), "up"),
      button("↓", () => this.pan(0, -1), "down"),
      button("→", () => this.pan(-1, 0), "right"),
    ]);
    this.told = el("p", { className: "told", id: "board-told" });
    this.viewport.setAttribute("aria-describedby", "board-told");
    this.fieldsSaid = el("p", { className: "told fields-said" });
    this.fieldsSaid.setAttribute("role", "status");
    // Rotate and Confirm beside the tile shown, where the eye and the finger are.
    this.turnNear = button("↻", () => this.actions.rotate(), "rotate");
    this.confirmNear = button("✓", () => this.actions.confirm(), "confirm");
    this.confirmNear.classList.add("primary");
    this.near = el("div", { className: "near" }, [this.turnNear, this.confirmNear]);
    this.edges = el("div", { className: "edges" });
    this.element = el("section", { className: "board" }, [this.viewport, this.edges, this.near, this.tools, this.told, this.fieldsSaid]);
    this.listen();
  }

  /** Shows `game` with the player's `selection` and the tile in hand's pictures at `tileUrl`. */
  show(game: Game, selection: Selection | null, tileUrl: string | null): void {
    const before = this.game;
    const grown = before && (before.board.min.join() !== game.board.min.join() || before.board.max.join() !== game.board.max.join());
    if (before && grown && this.moved) {
      // The board grew while the player looks at a part of it: the same cells stay
      // where they were on screen.
      this.offset.x += (game.board.min[0] - before.board.min[0]) * this.cell;
      this.offset.y += (game.board.min[1] - before.board.min[1]) * this.cell;
    }
    this.game = game;
    this.readFields();
    // Each new decision of this seat is framed for what it asks, whether or not the
    // player panned before; until the player pans or zooms, every new state is (laid out
    // once, below).
    const asked = this.asked();
    const newly = asked !== "" && asked !== this.framedFor;
    this.framedFor = asked;
    if (newly || (!this.moved && (grown || before?.revision !== game.revision))) this.frame();
    this.words = game.words;
    this.selection = selection;
    this.tileUrl = tileUrl;
    this.viewport.setAttribute("aria-label", game.words["board"] ?? "");
    const said = (key: string, value: string | null): string => (value ? `${game.words[key] ?? ""} ${ended(value)}` : "");
    const fits = game.placements.length > 0 ? String(game.placements.length) : null;
    const last = game.last_move ? `${game.words["last-move"] ?? ""} · ${ended(game.last_move)}` : "";
    this.told.textContent = [said("tile-is", game.tile), last, said("fits-count", fits)].filter(Boolean).join(" ");
    if (game.lang !== before?.lang) {
      for (const b of this.element.querySelectorAll<HTMLButtonElement>(".tools button, .near button")) {
        const label = this.words[b.dataset["word"] ?? ""] ?? "";
        b.setAttribute("aria-label", label);
        b.title = label;
      }
    }
    // Laid out for the first time: measured now, so the first picture is asked at its
    // size (later sizes come by the observer).
    if (!this.fitted) this.measure();
    if (!this.fitted && this.box.w > 0) {
      this.fitted = true;
      this.frame();
    }
    this.adopt();
    if (selection) this.active = { x: selection.x, y: selection.y };
    if (this.active && !game.placements.some((p) => p.x === this.active?.x && p.y === this.active?.y)) {
      this.active = null;
    }
    this.layout();
    this.refresh(true);
  }

  /**
   * The player confirmed the selected tile's placement on the revision shown: it stays
   * drawn where it goes from now on (its answer on its way); `null` when the move was
   * refused.
   */
  placing(selection: Selection | null): void {
    if (this.retired) URL.revokeObjectURL(this.retired);
    this.retired = null;
    const game = this.game;
    const cell = selection && game?.placements.find((p) => p.x === selection.x && p.y === selection.y);
    const turned = cell?.rotations[selection?.rotation ?? 0];
    this.placed =
      selection && game && turned && this.tileUrl
        ? { ...selection, span: game.tile_span ?? 1, degrees: turned.degrees, url: this.tileUrl, after: game.revision + 1 }
        : null;
    this.layout();
  }

  /** The page no longer needs the pictures at `url`: freed once the board draws them no more. */
  release(url: string): void {
    if (this.placed?.url === url) this.retired = url;
    else URL.revokeObjectURL(url);
  }

  /**
   * What the game shown asks of this seat, as a key: its tile in hand, the cells where it
   * fits and the steps offered; empty when it asks nothing of this seat.
   */
  private asked(): string {
    const game = this.game;
    if (!game || (game.placements.length === 0 && game.choices.length === 0)) return "";
    const cells = game.placements.map((p) => `${p.x},${p.y}`).join(" ");
    const steps = game.choices.map((c) => c.action).join(" ");
    return `${game.tile_id ?? ""}|${cells}|${steps}`;
  }

  /** Sends the keyboard to the board. */
  focus(): void {
    this.viewport.focus();
  }

  private columns(): [number, number] {
    const b = this.game?.board;
    return b ? [b.max[0] - b.min[0] + 3, b.max[1] - b.min[1] + 3] : [3, 3];
  }

  /** The north-west corner of cell (x, y) on the stage, in CSS px. */
  private at(x: number, y: number): [number, number] {
    const min = this.game?.board.min ?? [0, 0];
    return [(x - min[0] + 1) * this.cell, (y - min[1] + 1) * this.cell];
  }

  /** The board's point under the viewport's point (px, py), in cells (fractional). */
  private pointAt(px: number, py: number): [number, number] {
    const min = this.game?.board.min ?? [0, 0];
    return [(px - this.offset.x) / this.cell + min[0] - 1, (py - this.offset.y) / this.cell + min[1] - 1];
  }

  /**
   * The placement a tap at the board's point (u, v) (in cells) means: of those whose tile
   * would cover the cell tapped, the one whose tile's middle is nearest the tap — a
   * large tile goes where the player pointed, whichever of its cells they tapped.
   */
  private placementAt(u: number, v: number): Placement | undefined {
    const span = this.game?.tile_span ?? 1;
    const [x, y] = [Math.floor(u), Math.floor(v)];
    let best: Placement | undefined;
    let distance = Infinity;
    for (const p of this.game?.placements ?? []) {
      if (x < p.x || x >= p.x + span || y < p.y || y >= p.y + span) continue;
      const d = Math.hypot(p.x + span / 2 - u, p.y + span / 2 - v);
      if (d < distance) [best, distance] = [p, d];
    }
    return best;
  }

  /**
   * Reads the view's size and place and the tools' boxes over it into [`box`]: whether
   * any changed. Called where the layout is fresh (the observer's callback) or once
   * before the first frame.
   */
  private measure(): boolean {
    const v = this.viewport;
    const view = v.getBoundingClientRect();
    const tools: Rect[] = [];
    for (const b of this.tools.children) {
      const r = b.getBoundingClientRect();
      if (r.width > 0 && r.left < view.right && r.right > view.left && r.top < view.bottom && r.bottom > view.top) {
        tools.push({ x: r.left - view.left, y: r.top - view.top, w: r.width, h: r.height });
      }
    }
    const box = { w: v.clientWidth, h: v.clientHeight, left: v.offsetLeft, top: v.offsetTop, tools };
    const changed = JSON.stringify(box) !== JSON.stringify(this.box);
    this.box = box;
    return changed;
  }

  /** Places the stage and redraws the marks at the current zoom. */
  private layout(): void {
    const game = this.game;
    if (!game) return;
    const [cols] = this.columns();
    const c = this.cell;
    this.stage.style.transform = `translate(${this.offset.x}px, ${this.offset.y}px)`;
    // The picture of an earlier revision (the one before the player's move, until the
    // new one comes) drawn where its own cells are, though the board grew north or west.
    const shown = this.loaded.revision >= 0 ? this.loaded : { min: game.board.min, cols };
    const [dx, dy] = this.at(shown.min[0], shown.min[1]).map((v) => v - c);
    this.picture.style.transform = dx || dy ? `translate(${dx}px, ${dy}px)` : "";
    this.picture.style.width = `${shown.cols * c}px`;
    const marks: HTMLElement[] = [];
    const place = (node: HTMLElement, x: number, y: number, span = 1): HTMLElement => {
      const [left, top] = this.at(x, y);
      Object.assign(node.style, { left: `${left}px`, top: `${top}px`, width: `${span * c}px`, height: `${span * c}px` });
      return node;
    };
    // A large tile lights every cell it may cover, not only the cells its placements
    // are named by (their top-left cells, the options the keyboard steps through); the
    // active option lights all the cells it would cover.
    const span = game.tile_span ?? 1;
    const active = this.active;
    const covered = new Set<string>();
    for (const p of game.placements) {
      for (const [x, y] of footprint(p, span)) covered.add(`${x},${y}`);
    }
    for (const key of covered) {
      const [x = 0, y = 0] = key.split(",").map(Number);
      const option = game.placements.find((p) => p.x === x && p.y === y);
      const node = el("div", { className: "cell" });
      node.dataset["cell"] = key;
      if (option) {
        node.id = `cell-${x}-${y}`;
        node.setAttribute("role", "option");
        const chosen = this.selection?.x === x && this.selection?.y === y;
        node.setAttribute("aria-selected", String(chosen));
        const label = `${this.words["cell"] ?? ""} ${x}, ${y}${this.words["colon"] ?? ":"} ${this.words["fits"] ?? ""}`;
        node.setAttribute("aria-label", label);
      } else {
        node.setAttribute("aria-hidden", "true");
      }
      if (active && x >= active.x && x < active.x + span && y >= active.y && y < active.y + span) {
        node.classList.add("active");
      }
      marks.push(place(node, x, y));
    }
    const sel = this.selection;
    const chosen = sel && game.placements.find((p) => p.x === sel.x && p.y === sel.y);
    /** The tile whose four rotations' pictures are at `url`, turned `degrees`, on its cells. */
    const tileOn = (url: string, degrees: number, x: number, y: number, cells: number, className: string): HTMLElement => {
      const tile = el("div", { className });
      tile.style.backgroundImage = `url("${url}")`;
      tile.style.backgroundPosition = `${(degrees / 90) * (100 / 3)}% 0`;
      return place(tile, x, y, cells);
    };
    const tileAt = (p: Placement, rotation: number, className: string): HTMLElement => {
      const turned = p.rotations[rotation] ?? p.rotations[0];
      const preview = tileOn(this.tileUrl ?? "", turned?.degrees ?? 0, p.x, p.y, span, className);
      preview.title = turned?.label ?? "";
      return preview;
    };
    if (this.placed && this.loaded.revision >= this.placed.after) {
      this.placed = null;
      if (this.retired) URL.revokeObjectURL(this.retired);
      this.retired = null;
    }
    const placed = this.placed;
    // The revision whose state the board shows: its own picture's, or the picture
    // before the player's placement with the tile drawn on its cell.
    const before = placed?.after === game.revision && this.loaded.revision === game.revision - 1;
    if (this.loaded.revision === game.revision || before) this.element.dataset["shown"] = String(game.revision);
    if (placed) marks.push(tileOn(placed.url, placed.degrees, placed.x, placed.y, placed.span, "placed"));
    const hovered = this.hover && game.placements.find((p) => p.x === this.hover?.x && p.y === this.hover?.y);
    if (hovered && hovered !== chosen && this.tileUrl) marks.push(tileAt(hovered, 0, "preview hover"));
    if (sel && chosen && this.tileUrl) marks.push(tileAt(chosen, sel.rotation, "preview"));
    const min = game.board.min;
    const targets: Rect[] = [];
    for (const p of game.placements) {
      const [left, top] = this.at(p.x, p.y);
      targets.push({ x: left, y: top, w: c, h: c });
    }
    // The cells a step leads to (the dragon's next tile, a tower a piece or a meeple
    // goes on, each hole the abbey tile may fill): each a button over its cell, named by
    // its steps' words, a finger's target however small the cells are shown. Several steps at one cell (a piece or a
    // meeple on top of one tower) are one button, which lets the player pick among them
    // as a shared spot does.
    const cells = new Map<string, Choice[]>();
    for (const choice of game.choices) {
      for (const cell of cellsOf(choice)) {
        const key = cell.join(",");
        cells.set(key, [...(cells.get(key) ?? []), choice]);
      }
    }
    // The fields the step is about outlined, every field while the tool is pressed:
    // under everything else.
    const colours = this.fieldColours();
    const outlined = this.outlined();
    if (outlined.length > 0) marks.push(this.fields(outlined, colours));
    const path = game.path?.cells ?? [];
    if (path.length > 0) marks.push(this.path(path));
    const steps: HTMLElement[] = [];
    /** The middles of the cells a step leads to, in stage px: no spot's disc may cover one. */
    const middles: { x: number; y: number }[] = [];
    for (const [key, group] of cells) {
      const [x = 0, y = 0] = key.split(",").map(Number);
      const [left, top] = this.at(x, y);
      const side = Math.max(c, TARGET);
      const label = group.map(named).join(" · ");
      const step = button("", () => this.actions.tapSpot(group, [x, y]));
      step.className = "step-cell";
      step.setAttribute("aria-label", label);
      step.title = label;
      // A side whose cell would cost figures (the dragon eats them) is striped, its
      // words saying whose.
      if (group.some((g) => g.warning)) step.classList.add("warned");
      const box = { x: left + (c - side) / 2, y: top + (c - side) / 2, w: side, h: side };
      Object.assign(step.style, { left: `${box.x}px`, top: `${box.y}px`, width: `${side}px`, height: `${side}px` });
      step.addEventListener("pointerdown", (e) => e.stopPropagation());
      steps.push(step);
      targets.push(box);
      middles.push({ x: left + c / 2, y: top + c / 2 });
    }
    // Each spot's centre in stage px; spots closer than a target are pushed apart (a
    // road's and a field's discs may lie close on a small cell), so each stays a target
    // of a finger's size, its disc drawn smaller inside it on a small cell; and off the
    // middle of a cell a step leads to (a tower built on the tile just placed), which a
    // tap there then picks.
    const disc = Math.min(TARGET, Math.max(26, Math.round(c * 0.26)));
    const size = TARGET;
    const list = spotGroups(game.choices);
    const centres = list.map((group) => {
      const [u, v] = group[0]?.at ?? [0, 0];
      return { x: (u - min[0] + 1) * c, y: (v - min[1] + 1) * c };
    });
    // A spot whose place is in view stays in view, however far it is pushed: the view
    // on the stage, a target's half in from its edges.
    const view = {
      left: -this.offset.x + size / 2,
      top: -this.offset.y + size / 2,
      right: -this.offset.x + this.box.w - size / 2,
      bottom: -this.offset.y + this.box.h - size / 2,
    };
    const kept = centres.map((p) => p.x >= view.left && p.x <= view.right && p.y >= view.top && p.y <= view.bottom);
    for (let round = 0; round < 20; round += 1) {
      for (const [i, a] of centres.entries()) {
        if (kept[i]) {
          a.x = Math.max(view.left, Math.min(view.right, a.x));
          a.y = Math.max(view.top, Math.min(view.bottom, a.y));
        }
        for (const b of centres.slice(i + 1)) {
          const dx = b.x - a.x;
          const dy = b.y - a.y;
          const gap = Math.hypot(dx, dy);
          const want = size + 2;
          if (gap >= want) continue;
          const [ux, uy] = gap > 0.01 ? [dx / gap, dy / gap] : [1, 0];
          const push = (want - gap) / 2;
          a.x -= ux * push;
          a.y -= uy * push;
          b.x += ux * push;
          b.y += uy * push;
        }
        for (const m of middles) {
          const dx = a.x - m.x;
          const dy = a.y - m.y;
          const gap = Math.hypot(dx, dy);
          // The whole button off the middle, with a finger's edge to spare.
          const want = size / 2 + 6;
          if (gap >= want) continue;
          const [ux, uy] = gap > 0.01 ? [dx / gap, dy / gap] : [0, -1];
          a.x = m.x + ux * want;
          a.y = m.y + uy * want;
        }
      }
    }
    for (const [i, a] of centres.entries()) {
      if (!kept[i]) continue;
      a.x = Math.max(view.left, Math.min(view.right, a.x));
      a.y = Math.max(view.top, Math.min(view.bottom, a.y));
    }
    for (const [i, group] of list.entries()) {
      const centre = centres[i] ?? { x: 0, y: 0 };
      // Its number is drawn by the style sheet, not written: its name is its steps'
      // words, which a step about a figure elsewhere (a capture) does not begin with.
      const spot = button("", () => this.actions.tapSpot(group));
      spot.className = "spot";
      spot.dataset["number"] = String(i + 1);
      spot.setAttribute("aria-label", group.map(named).join(" · "));
      spot.title = spot.getAttribute("aria-label") ?? "";
      // A step about a figure already there (a capture) shows it: a ring in its owner's
      // colour round a clear middle, not a disc over it.
      const owner = group.find((g) => g.colour)?.colour;
      if (owner) {
        spot.classList.add("ring");
        spot.style.setProperty("--owner", owner);
      }
      // A spot in a field is rimmed in its field's colour, as the field is outlined
      // (a figure's own ring keeps its owner's).
      const field = group.find((g) => g.field != null)?.field;
      const rim = field != null ? colours.get(field) : undefined;
      if (rim && !owner) {
        spot.classList.add("in-field");
        spot.style.setProperty("--field", rim);
      }
      Object.assign(spot.style, {
        left: `${centre.x - size / 2}px`,
        top: `${centre.y - size / 2}px`,
        width: `${size}px`,
        height: `${size}px`,
        fontSize: `${Math.round(disc * 0.55)}px`,
      });
      spot.style.setProperty("--disc", `${disc}px`);
      spot.addEventListener("pointerdown", (e) => e.stopPropagation());
      marks.push(spot);
      targets.push({ x: centre.x - size / 2, y: centre.y - size / 2, w: size, h: size });
    }
    marks.push(...steps);
    // The points the last move scored, each on its feature, in letters of the page's
    // size at any zoom (its words are the last move's, told above the board).
    for (const scored of game.scored ?? []) {
      const [u, v] = scored.at;
      marks.push(scoredBadge(scored, `${(u - min[0] + 1) * c}px`, `${(v - min[1] + 1) * c}px`));
    }
    this.marks.replaceChildren(...marks);
    this.targets = targets;
    // Each figure a figure's size across (as the picture draws it, 0.38 of a cell), a
    // little more for the finger that would miss it: Rotate and Confirm keep off them.
    const figure = c * 0.45;
    this.figures = (game.figures ?? []).map(([u, v]) => ({
      x: (u - min[0] + 1) * c - figure / 2,
      y: (v - min[1] + 1) * c - figure / 2,
      w: figure,
      h: figure,
    }));
    this.placeNear(sel && chosen ? chosen : null, span);
    this.placeEdges();
    // A list of the cells where the tile fits while it is to be placed; otherwise a
    // group (its spots' buttons are no options of a list).
    this.viewport.setAttribute("role", game.placements.length > 0 ? "listbox" : "group");
    if (this.active) {
      this.viewport.setAttribute("aria-activedescendant", `cell-${this.active.x}-${this.active.y}`);
    } else {
      this.viewport.removeAttribute("aria-activedescendant");
    }
  }

  /** The fields tool pressed or let go: every field outlined, read first when not yet read at this revision. */
  private toggleFields(): void {
    const on = this.fieldsTool.getAttribute("aria-pressed") !== "true";
    this.fieldsTool.setAttribute("aria-pressed", String(on));
    this.element.dataset["fields"] = on ? "all" : "";
    this.fieldsUnsaid = on;
    if (on) this.readFields();
    this.layout();
    this.sayFields();
  }

  /**
   * Tells a screen reader what the fields tool shows now: the fields outlined, once every
   * field of this revision is read and drawn; that they are let go (the step's own stay
   * outlined, as the board says of its step).
   */
  private sayFields(): void {
    const pressed = this.fieldsTool.getAttribute("aria-pressed") === "true";
    const game = this.game;
    if (!pressed) {
      this.fieldsSaid.textContent = this.words["fields-hidden"] ?? "";
    } else if (this.fieldsUnsaid && game && this.allFields?.revision === game.revision) {
      this.fieldsUnsaid = false;
      this.fieldsSaid.textContent = `${this.words["fields-shown"] ?? ""} ${this.outlined().length}.`;
    }
  }

  /** Reads every field for the fields tool, when it is pressed and the ones held are of another revision. */
  private readFields(): void {
    const game = this.game;
    if (!game || this.readingFields || this.fieldsTool.getAttribute("aria-pressed") !== "true") return;
    if (this.allFields?.revision === game.revision) return;
    this.readingFields = true;
    this.actions
      .fields()
      .then((fields) => {
        this.allFields = fields;
        this.layout();
        this.sayFields();
      })
      .catch(() => undefined)
      .finally(() => {
        this.readingFields = false;
        if (this.game && this.allFields?.revision !== this.game.revision) this.readFields();
      });
  }

  /** The fields outlined now: the step's, then, while the tool is pressed, every other one read for this revision. */
  private outlined(): FieldOutline[] {
    const game = this.game;
    if (!game) return [];
    const step = game.fields ?? [];
    const pressed = this.fieldsTool.getAttribute("aria-pressed") === "true";
    const all = pressed && this.allFields?.revision === game.revision ? this.allFields.fields : [];
    return [...step, ...all.filter((f) => !step.some((s) => s.id === f.id))];
  }

  /**
   * Each field outlined now by its id, with its colour: the step's first, each its own,
   * so its spots' rims keep theirs when the tool is pressed; then every other one in the
   * first colour none of the fields already coloured near it has (fields whose borders
   * run through the same or neighbouring cells), so that two fields side by side are
   * told apart.
   */
  private fieldColours(): Map<number, string> {
    const outlined = this.outlined();
    const key = `${this.game?.revision ?? -1}|${outlined.map((f) => f.id).join(" ")}`;
    if (this.coloured.key === key) return this.coloured.colours;
    const colours = new Map<number, number>();
    const step = this.game?.fields.length ?? 0;
    const cells = outlined.map((f) => borderCells(f.path));
    const near = (a: number, b: number): boolean => {
      const around = cells[b] ?? new Set<string>();
      for (const key of cells[a] ?? []) {
        const [x = 0, y = 0] = key.split(",").map(Number);
        for (const [dx, dy] of [[0, 0], [1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
          if (around.has(`${x + dx},${y + dy}`)) return true;
        }
      }
      return false;
    };
    for (const [i, field] of outlined.entries()) {
      if (i < step) {
        colours.set(field.id, i % FIELD_COLOURS.length);
        continue;
      }
      const taken = new Set<number>();
      for (const [j, other] of outlined.slice(0, i).entries()) {
        const colour = colours.get(other.id);
        if (colour !== undefined && near(i, j)) taken.add(colour);
      }
      const free = FIELD_COLOURS.findIndex((_, k) => !taken.has(k));
      colours.set(field.id, free >= 0 ? free : i % FIELD_COLOURS.length);
    }
    const named = new Map([...colours].map(([id, k]) => [id, FIELD_COLOURS[k] ?? "#fff"]));
    this.coloured = { key, colours: named };
    return named;
  }

  /**
   * The `fields` outlined over the board, each in its colour: its ground tinted, its
   * border drawn over a dark edge, as wide on screen at any zoom.
   */
  private fields(fields: FieldOutline[], colours: Map<number, string>): HTMLElement {
    const c = this.cell;
    const [cols, rows] = this.columns();
    const drawing = document.createElementNS(SVG, "svg");
    drawing.setAttribute("class", "fields");
    drawing.setAttribute("aria-hidden", "true");
    drawing.setAttribute("width", String(cols * c));
    drawing.setAttribute("height", String(rows * c));
    const [left, top] = this.at(0, 0);
    const scale = c / FIELD_UNITS;
    for (const field of fields) {
      const group = document.createElementNS(SVG, "g");
      group.setAttribute("transform", `translate(${left} ${top}) scale(${scale})`);
      group.style.setProperty("--field", colours.get(field.id) ?? "#fff");
      group.dataset["field"] = String(field.id);
      for (const part of ["ground", "edge", "line"]) {
        const shape = document.createElementNS(SVG, "path");
        shape.setAttribute("d", field.path);
        shape.setAttribute("class", part);
        group.append(shape);
      }
      drawing.append(group);
    }
    const holder = el("div", { className: "fields-holder" });
    holder.append(drawing);
    return holder;
  }

  /**
   * A path under way over the board (the dragon's flight this move): a line through its
   * cells, a ring where it started and a dot on each cell since (read in words beside
   * the board).
   */
  private path(path: [number, number][]): HTMLElement {
    const svg = "http://www.w3.org/2000/svg";
    const c = this.cell;
    const [cols, rows] = this.columns();
    const drawing = document.createElementNS(svg, "svg");
    drawing.setAttribute("class", "path");
    drawing.setAttribute("aria-hidden", "true");
    drawing.setAttribute("width", String(cols * c));
    drawing.setAttribute("height", String(rows * c));
    const centres = path.map(([x, y]) => {
      const [left, top] = this.at(x, y);
      return [left + c / 2, top + c / 2] as const;
    });
    const line = document.createElementNS(svg, "polyline");
    line.setAttribute("points", centres.map(([x, y]) => `${x},${y}`).join(" "));
    drawing.append(line);
    for (const [i, [x, y]] of centres.entries()) {
      const dot = document.createElementNS(svg, "circle");
      dot.setAttribute("cx", String(x));
      dot.setAttribute("cy", String(y));
      dot.setAttribute("r", String(Math.max(6, c * (i === 0 ? 0.14 : 0.08))));
      dot.setAttribute("class", i === 0 ? "start" : i === centres.length - 1 ? "now" : "");
      drawing.append(dot);
    }
    const holder = el("div", { className: "path-holder" });
    holder.append(drawing);
    return holder;
  }

  /**
   * Puts Rotate and Confirm beside the tile shown at `chosen` (`span` cells across),
   * within the board's view, where they cover no other target nor figure: to its right,
   * left, below or above it, or at one of its corners, the first of these that covers no
   * part of another lit cell, spot, step's cell or figure, else the first that covers none's middle
   * (where a finger taps it), else the first that covers none's middle though it covers part
   * of the tile. When each of those covers a middle (small cells crowded round the tile, as
   * a mouse's are), the place nearest the tile anywhere in the view that covers none: a tap
   * on a lit cell then always moves the tile, never confirms it where it is. Hidden when no
   * tile is shown.
   */
  private placeNear(chosen: Placement | null, span: number): void {
    this.near.hidden = !chosen;
    this.nearBox = null;
    if (!chosen) return;
    this.turnNear.disabled = chosen.rotations.length < 2;
    const [left, top] = this.at(chosen.x, chosen.y);
    const size = span * this.cell;
    const x = left + this.offset.x;
    const y = top + this.offset.y;
    const w = this.box.w;
    const h = this.box.h;
    // The two buttons one above the other, with their padding (see `.near` in board.css).
    const width = TARGET + 8;
    const height = 2 * TARGET + 16;
    const gap = 6;
    const clamp = (v: number, hi: number): number => Math.max(4, Math.min(v, hi));
    const ways: { x: number; y: number }[] = [
      { x: x + size + gap, y },
      { x: x - gap - width, y },
      { x: x + size + gap, y: y + size - height },
      { x: x - gap - width, y: y + size - height },
      { x: x + size - width, y: y + size + gap },
      { x, y: y + size + gap },
      { x: x + size - width, y: y - gap - height },
      { x, y: y - gap - height },
      { x: x + size + gap, y: y + size + gap },
      { x: x - gap - width, y: y + size + gap },
      { x: x + size + gap, y: y - gap - height },
      { x: x - gap - width, y: y - gap - height },
    ].map((p) => ({ x: clamp(p.x, w - width - 4), y: clamp(p.y, h - height - 4) }));
    // The other targets and the figures, in the view's px; the tile's own cells are
    // not others.
    const others = [...this.targets, ...this.figures]
      .map((t) => ({ x: t.x + this.offset.x, y: t.y + this.offset.y, w: t.w, h: t.h }))
      .filter((t) => {
        const m = middle(t);
        return !(m.x >= x && m.x <= x + size && m.y >= y && m.y <= y + size);
      });
    const overlaps = (p: { x: number; y: number }, t: Rect): boolean =>
      p.x < t.x + t.w && t.x < p.x + width && p.y < t.y + t.h && t.y < p.y + height;
    const onMiddle = (p: { x: number; y: number }, t: Rect): boolean => {
      const m = middle(t);
      return m.x >= p.x && m.x <= p.x + width && m.y >= p.y && m.y <= p.y + height;
    };
    // Not over the tile itself either: a tap on it turns it.
    const self = { x, y, w: size, h: size };
    const free = (p: { x: number; y: number }, meets: (p: { x: number; y: number }, t: Rect) => boolean): boolean =>
      !overlaps(p, self) && others.every((t) => !meets(p, t));
    const spot =
      ways.find((p) => free(p, overlaps)) ??
      ways.find((p) => free(p, onMiddle)) ??
      ways.find((p) => others.every((t) => !onMiddle(p, t))) ??
      this.nearestFree(x + size / 2, y + size / 2, width, height, (p) => free(p, onMiddle)) ??
      ways[0];
    const at = spot ?? { x: 4, y: 4 };
    this.nearBox = { x: at.x, y: at.y, w: width, h: height };
    this.near.style.left = `${at.x + this.box.left}px`;
    this.near.style.top = `${at.y + this.box.top}px`;
  }

  /**
   * The place of a `width`×`height` box inside the board's view, on a grid of
   * [`NEAR_STEP`] px, whose middle lies nearest (`cx`, `cy`) among those `free` accepts;
   * undefined when none.
   */
  private nearestFree(
    cx: number,
    cy: number,
    width: number,
    height: number,
    free: (p: { x: number; y: number }) => boolean,
  ): { x: number; y: number } | undefined {
    let best: { x: number; y: number } | undefined;
    let bestDistance = Infinity;
    for (let y = 4; y <= this.box.h - height - 4; y += NEAR_STEP) {
      for (let x = 4; x <= this.box.w - width - 4; x += NEAR_STEP) {
        const distance = Math.hypot(x + width / 2 - cx, y + height / 2 - cy);
        if (distance < bestDistance && free({ x, y })) {
          best = { x, y };
          bestDistance = distance;
        }
      }
    }
    return best;
  }

  /**
   * Asks for a new picture when the game changed (`now`) or, once the zoom settles, when
   * the one shown is too coarse for the cells' size on this screen. One that could not
   * be had is asked again after a wait ([`Backoff`]), or at once when the game changes.
   */
  private refresh(now: boolean): void {
    window.clearTimeout(this.reloadTimer);
    this.retry.cancel();
    const load = async (): Promise<void> => {
      const game = this.game;
      if (!game || this.loading) return;
      const cell = snap(this.cell * (window.devicePixelRatio || 1));
      const stale = this.loaded.revision !== game.revision;
      if (!stale && cell <= this.loaded.cell && cell * 2 > this.loaded.cell) return;
      this.loading = true;
      const board = this.columns();
      let failed = false;
      let asked = 0;
      try {
        const url = await this.actions.image(cell);
        const old = this.picture.src;
        await new Promise<void>((resolve) => {
          this.picture.onload = () => resolve();
          this.picture.onerror = () => resolve();
          this.picture.src = url;
        });
        if (old.startsWith("blob:")) URL.revokeObjectURL(old);
        this.loaded = { revision: game.revision, cell, min: game.board.min, cols: board[0] };
        this.element.dataset["revision"] = String(game.revision);
        this.adopt();
        this.layout();
      } catch (e) {
        failed = true;
        asked = e instanceof Refused ? e.retryAfterMs : 0;
      } finally {
        this.loading = false;
      }
      if (failed) this.retry.later(() => void load(), asked);
      else {
        this.retry.reset();
        if (this.game && this.loaded.revision !== this.game.revision) void load();
      }
    };
    if (now) void load();
    else this.reloadTimer = window.setTimeout(() => void load(), 250);
  }

  /**
   * Lets the picture held stand for the game shown when the bot said it draws the same
   * (`picture`: a move that changed nothing on the board, a figure step passed): the new
   * state is shown without asking for the same picture again.
   */
  private adopt(): void {
    const game = this.game;
    if (!game || game.picture === game.revision || this.loaded.revision !== game.picture) return;
    this.loaded = { ...this.loaded, revision: game.revision };
    this.element.dataset["revision"] = String(game.revision);
  }

  /** Zooms by `factor` about the viewport's point (px, py), its middle by default. */
  private zoom(factor: number, px?: number, py?: number): void {
    const x = px ?? this.box.w / 2;
    const y = py ?? this.box.h / 2;
    const cell = Math.max(SMALLEST_CELL, Math.min(LARGEST_CELL, this.cell * factor));
    const scale = cell / this.cell;
    this.offset.x = x - (x - this.offset.x) * scale;
    this.offset.y = y - (y - this.offset.y) * scale;
    this.cell = cell;
    this.moved = true;
    this.layout();
    this.refresh(false);
  }

  /** Moves the board a third of the viewport in the direction (dx, dy). */
  private pan(dx: number, dy: number): void {
    this.offset.x += (dx * this.box.w) / 3;
    this.offset.y += (dy * this.box.h) / 3;
    this.moved = true;
    this.layout();
  }

  /**
   * Frames the board for what the game asks: every target of the step (the cells where
   * the tile fits, the spots a figure may take, the cells a step leads to) in view, each
   * a finger's target on a touch screen; at a figure step the tile just placed close
   * enough that its spots' discs stay apart and on it. Where they cannot all be in view
   * at that size, those nearest the tile just placed are, and an edge marker points the
   * way to the others ([`placeEdges`]). With no target, the whole board, its cells as
   * large as fit (never smaller than a finger's target on a touch screen).
   */
  fit(): void {
    this.frame();
    this.layout();
    this.refresh(false);
  }

  /** Sets the zoom and offset [`fit`] frames the board with, without laying it out. */
  private frame(): void {
    const game = this.game;
    const targets = this.targetCells();
    if (!game || targets.length === 0) {
      this.frameWhole();
      return;
    }
    const w = this.box.w;
    const h = this.box.h;
    const last = game.last_placed;
    const spotsOnLast =
      last && game.choices.some((c) => c.at && c.at[0] >= last.x && c.at[0] <= last.x + last.span && c.at[1] >= last.y && c.at[1] <= last.y + last.span);
    let preferred: number;
    if (last && spotsOnLast) {
      const room = Math.floor(Math.min(w, h) / (last.span + 1));
      preferred = Math.min(FIGURE_CELL, room) / last.span;
    } else {
      preferred = this.wholeCell();
    }
    const smallest = Math.max(this.smallest(), this.spotCell());
    const all = this.fitting(bounds(targets));
    if (all >= smallest) {
      this.cell = Math.max(smallest, Math.min(preferred, all, LARGEST_CELL));
      this.centre(bounds(targets));
    } else {
      this.cell = Math.max(smallest, Math.min(preferred, LARGEST_CELL));
      this.centreNearest(targets);
    }
    this.edgeToEdge();
    this.moved = false;
  }

  /**
   * Centres, at the zoom set, the targets of the step nearest the tile just placed (or
   * its first target), as many as fit round it: the others are one tap away, by the
   * edge marker of the way they lie ([`placeEdges`]).
   */
  private centreNearest(targets: Rect[]): void {
    const last = this.game?.last_placed;
    const anchor = last ? { x: last.x + last.span / 2, y: last.y + last.span / 2 } : middle(targets[0] ?? { x: 0, y: 0, w: 0, h: 0 });
    const near = [...targets].sort((a, b) => distance(middle(a), anchor) - distance(middle(b), anchor));
    let shown = near.slice(0, 1);
    for (const t of near.slice(1)) {
      const more = [...shown, t];
      if (this.fitting(bounds(more)) >= this.cell) shown = more;
    }
    this.centre(bounds(shown));
  }

  /**
   * The cell size, in CSS px, at which `box` (in cells) fits the view with room round it:
   * half a cell, and at least half a spot's target (a spot at the box's edge is a point).
   */
  private fitting(box: Rect): number {
    const along = (room: number, cells: number): number =>
      Math.min(room / (cells + 1), cells > 0 ? (room - TARGET - 8) / cells : Infinity);
    return Math.min(along(this.box.w, box.w), along(this.box.h, box.h));
  }

  /**
   * The smallest cell at which the step's spots stay apart on their tiles: a finger's
   * target across for each row of them (the most a tile holds, in rows and columns).
   */
  private spotCell(): number {
    const per = new Map<string, number>();
    const seen = new Set<string>();
    for (const c of this.game?.choices ?? []) {
      if (!c.at || seen.has(c.at.join(","))) continue;
      seen.add(c.at.join(","));
      const tile = `${Math.floor(c.at[0])},${Math.floor(c.at[1])}`;
      per.set(tile, (per.get(tile) ?? 0) + 1);
    }
    const most = Math.max(0, ...per.values());
    return most === 0 ? 0 : (TARGET + 2) * Math.ceil(Math.sqrt(most));
  }

  /**
   * The step's targets, in cells (a spot's a point where its disc lies): the cells where
   * the tile fits (named by their north-west cells), the spots, the cells a step leads to.
   */
  private targetCells(): Rect[] {
    const game = this.game;
    if (!game) return [];
    const out: Rect[] = game.placements.map((p) => ({ x: p.x, y: p.y, w: 1, h: 1 }));
    for (const c of game.choices) {
      if (c.at) out.push({ x: c.at[0], y: c.at[1], w: 0, h: 0 });
      for (const [x, y] of cellsOf(c)) out.push({ x, y, w: 1, h: 1 });
    }
    return out;
  }

  /** The smallest cell the board is framed at: a finger's target on a touch screen. */
  private smallest(): number {
    return COARSE.matches || navigator.maxTouchPoints > 0 ? TARGET : SMALLEST_CELL;
  }

  /** The whole board in view, its cells as large as fit (within bounds). */
  private whole(): void {
    this.frameWhole();
    this.layout();
    this.refresh(false);
  }

  /** The cell size the whole board fits the view at (within bounds, a finger's at least on a touch screen). */
  private wholeCell(): number {
    const [cols, rows] = this.columns();
    const fit = Math.floor(Math.min(this.box.w / cols, this.box.h / rows));
    return Math.max(this.smallest(), Math.min(96, fit));
  }

  /**
   * Sets the zoom and offset [`whole`] shows the board with, without laying it out: the
   * whole board if it fits at a finger's size, else the board edge to edge with the
   * step's targets first: all of them in view, as large as the board's fit allows, but
   * never smaller than a finger's target on a touch screen; when they cannot all be in
   * view at that size, those nearest the tile just placed, the others an edge marker away.
   */
  private frameWhole(): void {
    const [cols, rows] = this.columns();
    const w = this.box.w;
    const h = this.box.h;
    this.cell = this.wholeCell();
    this.offset = { x: (w - cols * this.cell) / 2, y: (h - rows * this.cell) / 2 };
    const last = this.game?.last_placed;
    if (cols * this.cell > w || rows * this.cell > h) {
      const targets = this.targetCells();
      if (targets.length > 0) {
        const box = bounds(targets);
        const all = Math.floor(this.fitting(box));
        this.cell = Math.max(this.smallest(), Math.min(this.cell, all));
        if (all >= this.cell) this.centre(box);
        else this.centreNearest(targets);
      } else if (last) {
        this.centre({ x: last.x, y: last.y, w: last.span, h: last.span });
      }
      this.edgeToEdge();
    }
    this.moved = false;
  }

  /**
   * Where the board is wider (or taller) than the view, moves it so that it reaches both
   * edges of the view: no empty band beside it while part of it is out of view.
   */
  private edgeToEdge(): void {
    const [cols, rows] = this.columns();
    const axes: ["x" | "y", number, number][] = [
      ["x", cols * this.cell, this.box.w],
      ["y", rows * this.cell, this.box.h],
    ];
    for (const [axis, size, room] of axes) {
      if (size > room) this.offset[axis] = Math.min(0, Math.max(room - size, this.offset[axis]));
    }
  }

  /** Puts the middle of `box` (its north-west cell, its width and height in cells) in the viewport's middle. */
  private centre(box: Rect): void {
    const [left, top] = this.at(box.x, box.y);
    this.offset.x = this.box.w / 2 - left - (box.w * this.cell) / 2;
    this.offset.y = this.box.h / 2 - top - (box.h * this.cell) / 2;
  }

  /**
   * Puts a marker at the edge of the view for each way (of eight) that targets of the
   * step lie out of it, however little: its arrow points there, its words say how many,
   * and a tap pans to the nearest of them. A marker never covers a target in view, even
   * in part (a finger would hit the marker): it slides from where the way meets the edge
   * to the nearest place along the edge that is clear ([`clearOf`]).
   */
  private placeEdges(): void {
    const { w, h, left, top } = this.box;
    Object.assign(this.edges.style, {
      left: `${left}px`,
      top: `${top}px`,
      width: `${w}px`,
      height: `${h}px`,
    });
    const ways = new Map<number, Rect[]>();
    // The targets a finger may reach in the view, wholly or in part, in the view's px.
    const shown: Rect[] = [];
    for (const t of this.targets) {
      const x = t.x + this.offset.x;
      const y = t.y + this.offset.y;
      const inside = x >= -0.5 && y >= -0.5 && x + t.w <= w + 0.5 && y + t.h <= h + 0.5;
      if (x < w && y < h && x + t.w > 0 && y + t.h > 0) shown.push({ x, y, w: t.w, h: t.h });
      if (inside || w === 0) continue;
      const m = middle({ x, y, w: t.w, h: t.h });
      const angle = Math.atan2(m.y - h / 2, m.x - w / 2);
      const way = ((Math.round(angle / (Math.PI / 4)) % 8) + 8) % 8;
      ways.set(way, [...(ways.get(way) ?? []), t]);
    }
    // The buttons over the view (the tools on a wide screen, ↻ ✓ beside the tile) are
    // kept clear as targets are: a marker over them would take their taps.
    shown.push(...this.box.tools);
    if (this.nearBox) shown.push(this.nearBox);
    const markers: HTMLElement[] = [];
    const half = TARGET / 2 + 4;
    for (const [way, lying] of [...ways.entries()].sort(([a], [b]) => a - b)) {
      const angle = (way * Math.PI) / 4;
      // Where the ray from the view's middle that way meets the view's edge, a
      // target's half inside it.
      const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
      const reach = Math.min(
        Math.abs(dx) > 1e-6 ? (w / 2 - half) / Math.abs(dx) : Infinity,
        Math.abs(dy) > 1e-6 ? (h / 2 - half) / Math.abs(dy) : Infinity,
      );
      const { x, y } = clearOf({ x: w / 2 + dx * reach, y: h / 2 + dy * reach }, { w, h }, half, shown);
      // The next markers keep clear of this one too.
      shown.push({ x: x - TARGET / 2, y: y - TARGET / 2, w: TARGET, h: TARGET });
      const { arrow, word } = WAYS[way] ?? { arrow: "→", word: "way-east" };
      const label = `${this.words["more-targets"] ?? ""} ${lying.length}, ${this.words[word] ?? ""}`;
      const marker = button(arrow, () => this.reach(lying));
      marker.className = "edge";
      marker.dataset["way"] = word;
      marker.dataset["count"] = String(lying.length);
      marker.setAttribute("aria-label", label);
      marker.title = label;
      Object.assign(marker.style, { left: `${x - TARGET / 2}px`, top: `${y - TARGET / 2}px` });
      markers.push(marker);
    }
    this.edges.replaceChildren(...markers);
  }

  /** Pans to the nearest of `lying` (targets out of view, boxes on the stage), keeping the zoom. */
  private reach(lying: Rect[]): void {
    const w = this.box.w;
    const h = this.box.h;
    const seen = { x: w / 2 - this.offset.x, y: h / 2 - this.offset.y };
    const nearest = [...lying].sort((a, b) => distance(middle(a), seen) - distance(middle(b), seen))[0];
    if (!nearest) return;
    const m = middle(nearest);
    this.offset = { x: w / 2 - m.x, y: h / 2 - m.y };
    this.edgeToEdge();
    this.moved = true;
    this.layout();
    this.refresh(false);
  }

  /** Pans just enough that cell (x, y) is in view. */
  private reveal(x: number, y: number): void {
    const [left, top] = this.at(x, y);
    const c = this.cell;
    const w = this.box.w;
    const h = this.box.h;
    const was = { ...this.offset };
    if (left + this.offset.x < 0) this.offset.x = -left + c / 2;
    if (left + c + this.offset.x > w) this.offset.x = w - left - c - c / 2;
    if (top + this.offset.y < 0) this.offset.y = -top + c / 2;
    if (top + c + this.offset.y > h) this.offset.y = h - top - c - c / 2;
    if (this.offset.x !== was.x || this.offset.y !== was.y) this.moved = true;
  }

  /** The lit cell nearest the active one in direction (dx, dy), if any. */
  private step(dx: number, dy: number): { x: number; y: number } | undefined {
    const cells = this.game?.placements ?? [];
    const from = this.active;
    if (!from) return cells[0];
    let best: { x: number; y: number } | undefined;
    let cost = Infinity;
    for (const p of cells) {
      const along = (p.x - from.x) * dx + (p.y - from.y) * dy;
      if (along <= 0) continue;
      const across = Math.abs((p.x - from.x) * dy) + Math.abs((p.y - from.y) * dx);
      const c = along + 3 * across;
      if (c < cost) [best, cost] = [p, c];
    }
    return best;
  }

  private key(e: KeyboardEvent): void {
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-1, 0],
      ArrowRight: [1, 0],
      ArrowUp: [0, -1],
      ArrowDown: [0, 1],
    };
    const arrow = arrows[e.key];
    const lit = (this.game?.placements.length ?? 0) > 0;
    if (arrow) {
      e.preventDefault();
      if (!lit) {
        this.moved = true;
        this.offset.x -= arrow[0] * this.cell;
        this.offset.y -= arrow[1] * this.cell;
      } else {
        const next = this.step(arrow[0], arrow[1]);
        if (next) {
          this.active = { x: next.x, y: next.y };
          this.reveal(next.x, next.y);
        }
      }
      this.layout();
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      const a = this.active ?? this.step(1, 0);
      const sel = this.selection;
      if (sel && a && sel.x === a.x && sel.y === a.y) this.actions.confirm();
      else if (a) {
        this.active = { x: a.x, y: a.y };
        this.actions.tapCell(a.x, a.y);
      }
    } else if (e.key === "r" || e.key === "R") {
      e.preventDefault();
      this.actions.rotate();
    } else if (e.key === "Escape") {
      this.actions.cancel();
    } else if (e.key === "+" || e.key === "=") {
      this.zoom(ZOOM_STEP);
    } else if (e.key === "-") {
      this.zoom(1 / ZOOM_STEP);
    }
  }

  private listen(): void {
    const v = this.viewport;
    // The spots' buttons inside the board take their own keys.
    v.addEventListener("keydown", (e) => {
      if (e.target === v) this.key(e);
    });
    v.addEventListener("focus", () => {
      if (!this.active && this.game?.placements.length) {
        const first = this.step(1, 0);
        if (first) this.active = { x: first.x, y: first.y };
        this.layout();
      }
    });
    v.addEventListener(
      "wheel",
      (e) => {
        e.preventDefault();
        const r = v.getBoundingClientRect();
        this.zoom(Math.exp(-e.deltaY * 0.0015), e.clientX - r.left, e.clientY - r.top);
      },
      { passive: false },
    );
    v.addEventListener("pointerdown", (e) => {
      v.setPointerCapture(e.pointerId);
      this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (this.pointers.size === 1) {
        this.press = { x: e.clientX, y: e.clientY, offset: { ...this.offset }, moved: false };
      } else if (this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        if (a && b) this.pinch = { distance: Math.hypot(a.x - b.x, a.y - b.y), cell: this.cell };
        if (this.press) this.press.moved = true;
      }
    });
    v.addEventListener("pointermove", (e) => {
      if (e.pointerType === "mouse" && this.pointers.size === 0) {
        // The tile in hand previewed on the lit cell under the mouse, before a click.
        const r = v.getBoundingClientRect();
        const [u, w] = this.pointAt(e.clientX - r.left, e.clientY - r.top);
        const under = this.placementAt(u, w) ?? null;
        if (under?.x !== this.hover?.x || under?.y !== this.hover?.y) {
          this.hover = under && { x: under.x, y: under.y };
          this.layout();
        }
      }
      if (!this.pointers.has(e.pointerId)) return;
      this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY });
      const r = v.getBoundingClientRect();
      if (this.pinch && this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        if (!a || !b) return;
        const factor = (this.pinch.cell * Math.hypot(a.x - b.x, a.y - b.y)) / this.pinch.distance / this.cell;
        this.zoom(factor, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
      } else if (this.press) {
        const dx = e.clientX - this.press.x;
        const dy = e.clientY - this.press.y;
        if (Math.hypot(dx, dy) > DRAG_SLOP) this.press.moved = true;
        if (this.press.moved) {
          this.moved = true;
          this.offset = { x: this.press.offset.x + dx, y: this.press.offset.y + dy };
          this.layout();
        }
      }
    });
    const release = (e: PointerEvent, tap: boolean): void => {
      this.pointers.delete(e.pointerId);
      if (this.pointers.size < 2) this.pinch = null;
      const press = this.press;
      if (this.pointers.size > 0) return;
      this.press = null;
      if (!tap || !press || press.moved) return;
      const r = v.getBoundingClientRect();
      const [u, w] = this.pointAt(e.clientX - r.left, e.clientY - r.top);
      const [x, y] = [Math.floor(u), Math.floor(w)];
      const sel = this.selection;
      const span = this.game?.tile_span ?? 1;
      const tapped = this.placementAt(u, w);
      if (sel && x >= sel.x && x < sel.x + span && y >= sel.y && y < sel.y + span) {
        // On the tile shown: turn it.
        this.actions.tapCell(sel.x, sel.y);
      } else if (tapped) {
        this.active = { x: tapped.x, y: tapped.y };
        this.actions.tapCell(tapped.x, tapped.y);
      }
    };
    v.addEventListener("pointerleave", () => {
      if (!this.hover) return;
      this.hover = null;
      this.layout();
    });
    v.addEventListener("pointerup", (e) => release(e, true));
    v.addEventListener("pointercancel", (e) => release(e, false));
    // A board the player has not moved stays framed as the view changes size (a phone
    // turned, a window resized).
    // Anything laid out again at another size (the view, the tools over it) is measured,
    // after the layout and before the paint, and the marks placed for it.
    const resized = new ResizeObserver(() => {
      const changed = this.measure();
      if (this.game && this.box.w > 0 && (!this.fitted || !this.moved)) {
        this.fitted = true;
        this.fit();
      } else if (changed && this.game) {
        this.layout();
      }
    });
    resized.observe(v);
    resized.observe(this.tools);
  }
}
