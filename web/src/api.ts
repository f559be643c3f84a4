// The board page's API, as the bot serves it (src/web/mod.rs, src/service/web.rs): every
// request carries the private link from the address's fragment in `X-Board-Link` (the
// live socket in its subprotocols), never in a URL (a URL reaches logs and `Referer`; a
// fragment reaches no server).

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
}

/** A face-up tile of a bazaar: its id, its number and words with who took it or its top bid, whether it is under the hammer. */
export interface Offer {
  tile: string;
  words: string;
  up: boolean;
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
  gifts: number | null;
}

/** The game as the link's seat may see it. */
export interface Game {
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
  hand: string[] | null;
  placements: Placement[];
  choices: Choice[];
  last_move: string | null;
  last_placed: { x: number; y: number; span: number } | null;
  board: { min: [number, number]; max: [number, number] };
  can_undo: boolean;
  /** Bridges, Castles & Bazaars: the bids the seat may make now, when it may bid. */
  bids: { min: number; max: number } | null;
  /** Bridges, Castles & Bazaars: the running bazaar's face-up tiles, for every viewer. */
  bazaar?: Offer[] | null;
  result: string | null;
  words: Record<string, string>;
  /** What to tap, worded for the step where an expansion words it (a capture, the dragon's step); else the page's own hints. */
  hint?: string | null;
  /** Princess & Dragon: the dragon's move under way, for every viewer: the cells flown (its start first, where it is last), steps taken and left, and all that in words. */
  dragon?: { path: [number, number][]; steps: number; left: number; words: string } | null;
}

/** The cells `choice` leads to, each tapped there: its one cell, or its several. */
export function cellsOf(choice: Choice): [number, number][] {
  return choice.cells ?? (choice.cell ? [choice.cell] : []);
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
  ) {
    super(message);
  }
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
    throw new Refused(response.status, text);
  }
  return response;
}

/** The API of one link, at addresses relative to the page's. */
export class Api {
  constructor(private link: string) {}

  /** Goes on with `link`, a new link of the same seat (inside Discord's Activity, once the first expired). */
  relink(link: string): void {
    this.link = link;
  }

  private async send(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
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
   * An image of the API (`board-only` or `tile`) at `cell` px a cell, as a blob URL; for
   * `tile`, the tile `kind` (by its id) rather than the one in hand.
   */
  async image(name: string, cell: number, kind?: string): Promise<string> {
    const which = kind ? `&kind=${encodeURIComponent(kind)}` : "";
    const blob = await this.read(`api/${name}.png?cell=${cell}${which}`, (r) => r.blob());
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
