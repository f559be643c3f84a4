// The board page's API, as the bot serves it (src/web/mod.rs, src/service/web.rs): every
// request carries the private link from the address's fragment in `X-Board-Link` (the
// live socket in its subprotocols), never in a URL (a URL reaches logs and `Referer`; a
// fragment reaches no server), and the version of the API the page reads in
// `X-Board-Api`. Nothing in it is named after an expansion: what players hold hidden, a
// number to type, tiles offered and a path on the board are fields any box fills.

/**
 * The version of the API this page reads (`PAGE_API` in src/service/page_api.rs): every
 * answer names the bot's, and a page that reads another loads itself again.
 */
export const API = 2;

/** The header that names it. */
const API_HEADER = "X-Board-Api";

/** One rotation of the tile in hand that fits a cell. */
export interface Rotation {
  degrees: number;
  action: string;
  label: string;
}

/** A cell where the tile in hand fits, with its fitting rotations. */
export interface Placement {
  x: number;
  y: number;
  rotations: Rotation[];
}

/**
 * Any other decision, as Discord's button words it; `at` is where its spot lies, in
 * cells; `tile` the tile it is about (a bazaar's, one of Take two's), by its id.
 */
export interface Choice {
  action: string;
  label: string;
  at: [number, number] | null;
  /** The cell the step leads to, when it is a whole cell (the dragon's next tile): tapped there. */
  cell?: [number, number] | null;
  /** The cells the step leads to, when it leads to any of several (the holes an abbey tile may fill): tapped there. */
  cells?: [number, number][] | null;
  tile?: string | null;
  /** What taking the step costs whoever has figures there, in words (the dragon eats them on the cell it leads to). */
  warning?: string | null;
  /** The colour of the figure the step is about, when it stands there already (a capture's captive): shown round its spot. */
  colour?: string | null;
  /** The field the step puts a figure on or a barn by (a farmer's, a pig's, a shepherd's, a barn's): its id among the game's `fields`. */
  field?: number | null;
}

/**
 * A field's outline on the board: its id (the same in the game's answer and in
 * `api/fields` at one revision) and an SVG path of closed loops round its ground, in
 * [`FIELD_UNITS`] a cell from the north-west corner of cell (0, 0).
 */
export interface FieldOutline {
  id: number;
  path: string;
}

/** The units of a field's outline a cell (`render::fields::UNITS`). */
export const FIELD_UNITS = 64;

/** Every field of the board, outlined, at the game's revision `revision`. */
export interface Fields {
  revision: number;
  fields: FieldOutline[];
}

/** Points the last move's scoring gave: how many, where its feature lies (in cells, like a spot's `at`), its winners' colours. */
export interface Scored {
  points: number;
  at: [number, number];
  colours: string[];
}

/** A tile offered for everyone to see (a bazaar's): its id, its words (its number, who took it or its top bid), whether it is the one at stake. */
export interface Offer {
  tile: string;
  words: string;
  up: boolean;
}

/** What players hold hidden from each other (The Gifts' cards): how many each seat holds, and the viewer's own. */
export interface Hidden {
  /** The title of their column beside the seats. */
  title: string;
  /** How many each seat holds, by seat. */
  counts: number[];
  /** The words before the viewer's own. */
  yours: string;
  /** The viewer's own, by their names; `null` for a spectator. */
  own: string[] | null;
}

/** The numbers the seat may type now (a bazaar's bids), where its buttons offer only a few. */
export interface NumberField {
  min: number;
  max: number;
  /** The verb the number is typed after, as the action is written (`bid 3`). */
  verb: string;
  /** The field's name. */
  label: string;
  /** Its button's words. */
  button: string;
}

export interface SeatInfo {
  seat: number;
  name: string;
  colour: string;
  score: number;
  meeples: number;
  /** What the seat keeps beside its meeples, in words ("big meeple", "2 wine"): its expansions' figures at home and pieces held. */
  supply: string[];
  bot: boolean;
}

/**
 * The tiles no player has seen yet (the sheet of tiles to come), by kind: only what the
 * box's contents less the tiles in sight tell everyone.
 */
export interface Unseen {
  /** Each kind, in the catalogue's order: its id (its pictures are asked by it), how many, its words. */
  kinds: { tile: string; count: number; words: string }[];
  /** How many of them lie under hills: counted among them, never drawn. */
  under_hills: number;
}

/** The game's moves as the channel's `history` tells them, the oldest first; `revision` the game's when read. */
export interface History {
  revision: number;
  moves: Move[];
}

/**
 * A move of the history: its number, its line; and, unless the log stopped replaying
 * before it, the cells the board after it shows, what it scored, each written on its
 * feature over that board, and the tile placed last by then (its north-west cell and
 * cells across: the move's own tile, or its turn's), which the panel frames the move on.
 */
export interface Move {
  seq: number;
  line: string;
  board?: { min: [number, number]; max: [number, number] };
  scored?: Scored[];
  placed?: { x: number; y: number; span: number } | null;
}

/** The game as the link's seat may see it. */
export interface Game {
  /** The version of the API the bot answers in. */
  api: number;
  game: number;
  revision: number;
  /** The revision whose board picture shows this state too (this one, or an earlier one when the move changed nothing the picture draws). */
  picture: number;
  lang: string;
  seat: number | null;
  over: boolean;
  seats: SeatInfo[];
  waiting: number[];
  prompt: string;
  tiles_left: number;
  tile: string | null;
  tile_span: number | null;
  /** The tile in hand's id, by which its pictures are asked (the game may move on between the two reads). */
  tile_id: string | null;
  placements: Placement[];
  choices: Choice[];
  last_move: string | null;
  last_placed: { x: number; y: number; span: number } | null;
  board: { min: [number, number]; max: [number, number] };
  can_undo: boolean;
  /** What players hold hidden, one entry for each expansion in play that hides cards in hands. */
  hidden: Hidden[];
  /** The numbers the seat may type now, when it may. */
  number: NumberField | null;
  /** Tiles offered for every viewer to see under their title (a running bazaar's). */
  offers: { title: string; tiles: Offer[] } | null;
  result: string | null;
  words: Record<string, string>;
  /** What to tap, worded for the step where an expansion words it (a capture, the dragon's step); else the page's own hints. */
  hint: string | null;
  /** The tiles no player has seen yet, by kind. */
  unseen: Unseen;
  /** A path on the board under way, for every viewer (the dragon's flight): the cells it went through (its start first, where it is last), and it in words. */
  path: { cells: [number, number][]; words: string } | null;
  /** The fields the seat's step is about (its choices' `field`), outlined, in the order of its steps. */
  fields: FieldOutline[];
  /** What the last move scored during play, each written on its feature. */
  scored: Scored[];
  /** Where each figure on the board stands, in cells, as the picture draws it (absent from a bot before it). */
  figures?: [number, number][];
}

/** The cells `choice` leads to, each tapped there: its one cell, or its several. */
export function cellsOf(choice: Choice): [number, number][] {
  return choice.cells ?? (choice.cell ? [choice.cell] : []);
}

/**
 * The steps with a spot on the board, grouped by spot (several steps may share one: a
 * meeple's and a wagon's), in the order the board numbers their discs: the first group's
 * disc is 1.
 */
export function spotGroups(choices: Choice[]): Choice[][] {
  const groups = new Map<string, Choice[]>();
  for (const choice of choices) {
    if (!choice.at) continue;
    const key = choice.at.join(",");
    groups.set(key, [...(groups.get(key) ?? []), choice]);
  }
  return [...groups.values()];
}

/** A disc's number as players see it on the board and in the bot's labels, circled: ①, ②… (beyond ⑳ in brackets). */
export function circled(n: number): string {
  return n >= 1 && n <= 20 ? String.fromCodePoint(0x2460 + n - 1) : `(${n})`;
}

/**
 * `game` with each step that has a disc on the board worded after its disc's number,
 * as the bot words a figure's spots ("② meeple, road east"): the fairy's followers, a
 * barn's corners, the portal's features read apart in the list and by a screen reader
 * as they are on the board. A label the bot numbered already is kept.
 */
export function numbered(game: Game): Game {
  const marks = new Map<Choice, string>();
  for (const [i, group] of spotGroups(game.choices).entries()) {
    for (const c of group) marks.set(c, circled(i + 1));
  }
  const choices = game.choices.map((c) => {
    const mark = marks.get(c);
    return mark && !c.label.startsWith(mark) ? { ...c, label: `${mark} ${c.label}` } : c;
  });
  return { ...game, choices };
}

/** A step's words as the page shows them: its label, and what taking it costs when it costs figures. */
export function named(choice: Choice): string {
  return choice.warning ? `${choice.label} — ${choice.warning}` : choice.label;
}

/** How long the page waits for a read (the game, a picture) before giving it up and asking again. */
const READ_PATIENCE_MS = 30_000;

/** A request the bot refused, with its sentence in the game's language. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** How long the bot asked to wait before asking again (its `Retry-After`), in ms; 0 when it did not say. */
    readonly retryAfterMs = 0,
  ) {
    super(message);
  }
}

/** The wait a response's `Retry-After` asks for (in seconds, as the bot sends it), in ms; 0 when none. */
function retryAfter(response: Response): number {
  const seconds = Number(response.headers.get("Retry-After") ?? "");
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
}

/** The bot's answer to `path`, or its refusal as a [`Refused`] with the bot's sentence. */
export async function ask(path: string, init: RequestInit = {}): Promise<Response> {
  return accepted(await fetch(path, { ...init, cache: "no-store" }));
}

/** `response`, or its refusal as a [`Refused`] with the bot's sentence. */
export async function accepted(response: Response): Promise<Response> {
  if (!response.ok) {
    let text = response.statusText;
    try {
      const body = (await response.json()) as { refused?: string };
      text = body.refused ?? text;
    } catch {
      // Not the API's JSON (a proxy's page): the status says enough.
    }
    throw new Refused(response.status, text, retryAfter(response));
  }
  return response;
}

/** `headers`, with the version of the API the page reads. */
export function versioned(headers?: HeadersInit): Headers {
  const all = new Headers(headers);
  all.set(API_HEADER, String(API));
  return all;
}

/** The API of one link, at addresses relative to the page's. */
export class Api {
  constructor(private link: string) {}

  /** Goes on with `link`, a new link of the same seat (inside Discord's Activity, once the first expired). */
  relink(link: string): void {
    this.link = link;
  }

  private async send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = versioned(init.headers);
    headers.set("X-Board-Link", this.link);
    return ask(path, { ...init, headers });
  }

  /**
   * The body of a read of `path`, taken by `body`; a read that neither answered nor
   * failed after [`READ_PATIENCE_MS`] is given up (it fails, and the page asks again):
   * a phone's request may hang across a change of networks long after it could work.
   * Moves are not given up: the bot may have played one whose answer is slow.
   */
  private async read<T>(path: string, body: (response: Response) => Promise<T>): Promise<T> {
    const patience = new AbortController();
    const timer = window.setTimeout(() => patience.abort(), READ_PATIENCE_MS);
    try {
      return await body(await this.send(path, { signal: patience.signal }));
    } finally {
      window.clearTimeout(timer);
    }
  }

  async game(): Promise<Game> {
    return this.read("api/game", async (r) => (await r.json()) as Game);
  }

  /** Plays `action` on the revision the page shows; answers the game after it. */
  async act(revision: number, action: string): Promise<Game> {
    const body = JSON.stringify({ revision, action });
    const init = { method: "POST", body, headers: { "Content-Type": "application/json" } };
    return (await (await this.send("api/act", init)).json()) as Game;
  }

  /**
   * An image of the API (`tile`) at `cell` px a cell, as a blob URL: the tile `kind` (by
   * its id) rather than the one in hand.
   */
  async image(name: string, cell: number, kind?: string): Promise<string> {
    const which = kind ? `&kind=${encodeURIComponent(kind)}` : "";
    const blob = await this.read(`api/${name}.png?cell=${cell}${which}`, (r) => r.blob());
    return URL.createObjectURL(blob);
  }

  /**
   * The board alone at `cell` px a cell, as a blob URL, without a scoring's `+N`
   * during play: this page writes those itself, over the picture (`points=page`; a page
   * from before it gets them in the picture).
   */
  async board(cell: number): Promise<string> {
    const blob = await this.read(`api/board-only.png?cell=${cell}&points=page`, (r) => r.blob());
    return URL.createObjectURL(blob);
  }

  /** The game's moves, for the history panel. */
  async history(): Promise<History> {
    return this.read("api/history", async (r) => (await r.json()) as History);
  }

  /** Every field of the board, outlined, for the fields tool. */
  async fields(): Promise<Fields> {
    return this.read("api/fields", async (r) => (await r.json()) as Fields);
  }

  /**
   * The whole board as it was after move `seq`, alone at `cell` px a cell, as a blob
   * URL, without its scorings' `+N`: the history panel writes those over it.
   */
  async boardAfter(seq: number, cell: number): Promise<string> {
    const blob = await this.read(`api/history.png?after=${seq}&cell=${cell}&points=page`, (r) => r.blob());
    return URL.createObjectURL(blob);
  }

  /**
   * Where the live feed is: a text frame `{"revision": n}` on every change. The link goes
   * in the subprotocols the socket offers (`link.TOKEN`), never in its URL, which proxies
   * log; the bot answers with `carcassonne.board`.
   */
  liveUrl(): LiveAddress {
    const url = new URL("api/live", location.href);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    return { url: url.toString(), protocols: ["carcassonne.board", `link.${this.link}`] };
  }
}

/** A live socket's address and the subprotocols it offers. */
export interface LiveAddress {
  url: string;
  protocols: string[];
}
