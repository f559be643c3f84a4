// The board page: opened by a private link `…/board#TOKEN` (or inside Discord as an
// Activity, which gets the same link from the bot: ./activity.ts), it shows the game as the
// link's seat sees it and plays that seat's decisions. Everything it shows comes from the
// bot: the board's picture, where the tile fits and in which rotations, each choice with
// Discord's words, and the page's own words in the game's language. Nothing here knows
// an expansion's rules.

import { activitySeat, type Given, inDiscord } from "./activity";
import { API, Api, type Choice, cellsOf, type Game, type NumberField, numbered, type Offer, Refused, type SeatInfo } from "./api";
import { BoardView, type Selection } from "./board";
import { button, el } from "./dom";
import { HistorySheet } from "./moves";
import { UnseenSheet } from "./unseen";
import { follow } from "./live";
import { Backoff } from "./retry";
import { keep, recall } from "./storage";

/** Where the player's wish to be told of their turn is kept, on this browser. */
const NOTIFY = "carcassonne-notify";

/** Device px a cell of the tile in hand's pictures is asked at: sharp on the board and beside it. */
const TILE_CELL = 128;
/**
 * The most steps with a spot off the tile just placed the page lists one by one: more
 * (the portal's, every open feature of the board) are folded by the tile they lie on.
 */
const FOLDED_FROM = 8;

/** The shortest time between two links asked of Discord's Activity, should a new one be refused too. */
const RENEW_MS = 60_000;

/** Where the page keeps the versions it loaded itself again for, on this browser (`page API → bot's`). */
const RELOADED = "carcassonne-api-reloaded";

/**
 * Whether the page loads itself again, told a game by a bot that answers another version
 * of the API than the page reads (`api`): the bot was upgraded (or went back) while the
 * page was open, and the page it serves now reads its answers. Once for each pair of
 * versions, should the page it gets be the same (a proxy's stale copy): it then goes on
 * as it is.
 */
function reloadsFor(api: number): boolean {
  if (api === API) return false;
  const pair = `${API}>${api}`;
  if (recall(RELOADED) === pair) return false;
  keep(RELOADED, pair);
  location.reload();
  return true;
}

class Page {
  private readonly api: Api;
  private game: Game | null = null;
  private selection: Selection | null = null;
  private tileUrl: string | null = null;
  private tileRevision = -1;
  private busy = false;
  private reloading: Promise<void> | null = null;
  private again = false;
  /**
   * The latest revision the feed told: the page asks for the game until it shows it. The
   * feed may tell a revision twice (read again after it may have missed changes); a
   * request asked after the first telling already shows it, so the second asks nothing,
   * unless the page is still behind it with no read under way (the first failed).
   */
  private told = -1;
  /** When to ask again after a failed request: the page's own reads never give up. */
  private readonly retry = new Backoff();
  /** Whether the game waited for the player when last drawn: a turn begins when it starts to. */
  private mine = false;
  /** The browser's notification permission, as last told ([`watchPermission`]). */
  private permission: NotificationPermission = "default";
  /** Whether the player asked to be told of their turn on this browser (kept in its storage). */
  private wanted = recall(NOTIFY) === "yes";
  /** The pictures of tiles by id (those steps offer, a bazaar's or Take two's, and those to come), asked once. */
  private readonly offers = new Map<string, Promise<string | null>>();
  /** Whether the notice shown is a failed read's, which the next read that works clears. */
  private readFailed = false;
  /** Stops following the live feed of the link the page runs on. */
  private unfollow: (() => void) | null = null;
  /** When a link was last asked of Discord's Activity (`performance.now()`), and whether one is being asked. */
  private renewedAt = -Infinity;
  private renewing = false;
  private readonly board: BoardView;
  private readonly prompt = el("h1", { className: "prompt" });
  private readonly last = el("p", { className: "last" });
  private readonly notice = el("p", { className: "notice" });
  private readonly actions = el("section", { className: "actions" });
  private readonly hand = el("section", { className: "hand" });
  private readonly players = el("section", { className: "players" });
  /** The sheet of the tiles to come, opened from the count of tiles left. */
  private readonly unseen = new UnseenSheet(
    (kind) => this.offered(kind),
    () => this.hand.querySelector<HTMLElement>("button.unseen-open"),
  );
  /** The history panel: every move, and the board after any of them. */
  private readonly history = new HistorySheet(
    { moves: () => this.api.history(), board: (seq, cell) => this.api.boardAfter(seq, cell) },
    () => this.hand.querySelector<HTMLElement>("button.history-open"),
  );

  /**
   * `renew` (inside Discord's Activity) asks Discord and the bot for a new link of the
   * page's seat: its link expired, or was refused (the bot's key changed).
   */
  constructor(
    private readonly root: HTMLElement,
    link: string,
    private readonly renew: (() => Promise<Given>) | null = null,
  ) {
    this.api = new Api(link);
    this.notice.setAttribute("role", "alert");
    this.prompt.setAttribute("aria-live", "polite");
    this.prompt.tabIndex = -1;
    this.board = new BoardView(
      {
        tapCell: (x, y) => this.tapCell(x, y),
        tapSpot: (choices, cell) => this.tapSpot(choices, cell),
        rotate: () => this.rotate(),
        confirm: () => this.confirm(),
        cancel: () => this.cancel(),
        image: (cell) => this.api.board(cell),
        fields: () => this.api.fields(),
      },
      {},
    );
    const status = el("header", { className: "status" }, [this.prompt, this.last, this.notice]);
    const side = el("aside", { className: "side" }, [this.actions, this.hand, this.players]);
    // The board is the page's main part; the prompt above it and the panel beside it are
    // landmarks of their own, not inside it.
    this.board.element.setAttribute("role", "main");
    root.replaceChildren(el("div", { className: "page" }, [status, this.board.element, side, this.unseen.element, this.history.element]));
    document.addEventListener("keydown", (e) => {
      // R and Enter work from anywhere but a button or a field (which take their own keys).
      const target = e.target as HTMLElement | null;
      if (target?.closest("button, input, .viewport")) return;
      if (e.key === "r" || e.key === "R") this.rotate();
    });
  }

  /** Shows the game (`first` if the page was given it, else as asked) and follows it live. */
  start(first?: Game): void {
    this.watchPermission();
    if (first) void this.apply(first).catch((e: unknown) => this.readFailure(e));
    else void this.reload();
    this.listen();
  }

  /** Follows the live feed of the page's link (and no longer that of the link before it). */
  private listen(): void {
    this.unfollow?.();
    this.unfollow = follow(this.api.liveUrl(), {
      changed: (revision) => {
        if (revision === null) {
          void this.reload();
        } else if (revision > (this.game?.revision ?? -1) && (revision > this.told || !this.reloading)) {
          // News, or a revision the page is still behind with no read under way (one a
          // failed read wanted, one the bot tells again every 20 s): asked at once, not
          // after the wait; unless the player's move is under way, whose answer is the
          // game after it (the feed tells the move before its answer comes): asked
          // after, if behind.
          this.told = Math.max(this.told, revision);
          if (!this.busy) void this.reload();
        }
      },
      connection: (lost) => this.say(lost ? (this.game?.words["offline"] ?? "") : ""),
      expired: (why) => this.expired(why),
    });
  }

  /**
   * The page's link expired, `why` in the bot's words. Inside Discord's Activity a new
   * one is asked (at most once every `RENEW_MS`) and the page goes on with it; else only
   * the person can get one, as `why` says.
   */
  private expired(why: string): void {
    const renew = this.renew;
    if (!renew) return this.say(why);
    if (this.renewing) return;
    this.renewing = true;
    const wait = Math.max(0, this.renewedAt + RENEW_MS - performance.now());
    window.setTimeout(() => void this.renewed(renew), wait);
  }

  /**
   * Whether `e` refuses the page's link (401: expired, or the bot's key changed) where
   * the page asks for a new one itself, inside Discord's Activity: then it is asked.
   */
  private mended(e: unknown): boolean {
    if (!(e instanceof Refused && e.status === 401 && this.renew)) return false;
    this.expired(e.message);
    return true;
  }

  /** Asks the Activity for a new link (`renew`) and goes on with it, or says why it could not. */
  private async renewed(renew: () => Promise<Given>): Promise<void> {
    try {
      const given = await renew();
      this.renewedAt = performance.now();
      this.api.relink(given.link);
      this.listen();
      this.readWorked();
      this.say("");
      await this.apply(given.game).catch((e: unknown) => this.readFailure(e));
    } catch (e) {
      this.say(e instanceof Error ? e.message : String(e));
    } finally {
      this.renewing = false;
    }
  }

  /**
   * Asks for the game; a request while one is under way asks once more after it. Until
   * the page shows the revision the feed told, a failed or behind read is asked again
   * after a wait ([`Backoff`]), or at once on the feed's next news.
   */
  private async reload(): Promise<void> {
    this.retry.cancel();
    if (this.reloading) {
      this.again = true;
      return this.reloading;
    }
    this.reloading = (async () => {
      let failure: unknown = null;
      do {
        this.again = false;
        try {
          await this.apply(await this.api.game());
          failure = null;
        } catch (e) {
          failure = e;
        }
      } while (this.again && failure === null);
      this.reloading = null;
      if (failure !== null) this.readFailure(failure);
      else if ((this.game?.revision ?? -1) < this.told) this.retry.later(() => void this.reload());
      else this.readWorked();
    })();
    return this.reloading;
  }

  /**
   * A read failed: asked again after a wait, unless the link itself is refused (expired,
   * forged), which only a new link mends. Too many requests is the page's
   * own doing and says nothing; anything else is told once it failed twice.
   */
  private readFailure(e: unknown): void {
    if (this.mended(e)) return;
    const status = e instanceof Refused ? e.status : 0;
    const lasting = status === 401 || status === 403;
    if (!lasting) this.retry.later(() => void this.reload(), e instanceof Refused ? e.retryAfterMs : 0);
    const failures = this.retry.failures;
    if (status === 429 || (!lasting && failures < 2)) return;
    this.say(status === 0 ? this.words("offline") || String(e) : e instanceof Error ? e.message : String(e));
    this.readFailed = true;
  }

  /** A read worked: the next failure waits the shortest, and a failed read's notice goes. */
  private readWorked(): void {
    this.retry.reset();
    if (this.readFailed) this.say("");
  }

  /**
   * Shows `game` at once; a new tile in hand's pictures are asked meanwhile and shown
   * when they come (the page does not wait for them to show the move). When these could
   * not be had the failure is thrown, to be asked again.
   */
  private async apply(given: Game): Promise<void> {
    if (reloadsFor(given.api)) return;
    const game = numbered(given);
    if (this.game && game.revision < this.game.revision) return;
    if (game.revision !== this.game?.revision) this.selection = null;
    const newTile = game.tile !== null && game.revision !== this.tileRevision;
    if (newTile) {
      this.tileRevision = game.revision;
      this.setTile(null);
    }
    this.game = game;
    this.render();
    if (!newTile) return;
    let url: string;
    try {
      url = await this.api.image("tile", TILE_CELL, game.tile_id ?? undefined);
    } catch (e) {
      if (this.tileRevision === game.revision) this.tileRevision = -1;
      throw e;
    }
    // A later game's answer came first: its own pictures are on their way.
    if (this.tileRevision !== game.revision) {
      URL.revokeObjectURL(url);
      return;
    }
    this.setTile(url);
    this.render();
  }

  /** The tile in hand's pictures are now at `url`; the board lets the old ones go once it no longer draws them. */
  private setTile(url: string | null): void {
    if (this.tileUrl) this.board.release(this.tileUrl);
    this.tileUrl = url;
  }

  private say(text: string): void {
    this.notice.textContent = text;
    this.readFailed = false;
  }

  private words(key: string): string {
    return this.game?.words[key] ?? "";
  }

  private render(): void {
    const game = this.game;
    if (!game) return;
    document.documentElement.lang = game.lang;
    // The tab says when it is the player's turn, seen from another tab.
    const mine = !game.over && game.seat !== null && game.waiting.includes(game.seat);
    document.title = mine ? `● ${this.words("your-turn")} · ${this.words("title")}` : this.words("title");
    if (mine && !this.mine) this.notify(game);
    this.mine = mine;
    this.prompt.textContent = game.prompt;
    this.last.textContent = game.last_move ? `${this.words("last-move")} · ${game.last_move}` : "";
    // A button pressed goes when the page is drawn again: the focus then goes where the
    // next action is, not to the page's start.
    const focused = document.activeElement;
    const held = focused instanceof HTMLElement && focused !== document.body && this.root.contains(focused);
    this.board.show(game, this.selection, this.tileUrl);
    this.renderActions(game);
    this.renderHand(game);
    this.renderPlayers(game);
    // Gone, hidden (Confirm beside a tile placed) or disabled: the focus goes on.
    const lost = held && (!focused.isConnected || focused.closest("[hidden]") !== null || focused.matches(":disabled"));
    if (held && lost) {
      // The same button drawn again (Rotate) keeps it; else the next action takes it.
      const same = [...this.root.querySelectorAll<HTMLButtonElement>("button:not(:disabled)")].find(
        (b) =>
          b !== focused && !b.closest("[hidden]") && b.textContent === focused.textContent && b.className === focused.className,
      );
      if (same) same.focus();
      else this.focusNext(game);
    }
    document.body.dataset["revision"] = String(game.revision);
  }

  /**
   * Gives the focus to where the next action is: the board when the tile is to be
   * placed (or a choice made there is to be confirmed), the first choice when one is
   * asked, else the prompt (it says who plays).
   */
  private focusNext(game: Game): void {
    const confirm = this.actions.querySelector<HTMLButtonElement>("button.primary:not(:disabled)");
    const choice = this.actions.querySelector<HTMLButtonElement>(".choices button");
    if (game.placements.length > 0 && this.selection && confirm) confirm.focus();
    else if (game.placements.length > 0) this.board.focus();
    else if (choice) choice.focus();
    else this.prompt.focus();
  }

  private renderActions(game: Game): void {
    const parts: HTMLElement[] = [];
    const hint = (key: string): HTMLElement => el("p", { className: "hint", textContent: this.words(key) });
    // Tiles offered (a running bazaar's), for whoever bids, watches or waits; the
    // chooser's own buttons draw them already.
    if (game.offers && !game.choices.some((c) => c.tile)) parts.push(this.renderOffers(game.offers.title, game.offers.tiles));
    // A path under way (the dragon's flight), for everyone, in words: where it went, the steps left, who picks each.
    if (game.path) parts.push(el("p", { className: "path-told", textContent: game.path.words }));
    if (game.over) {
      parts.push(el("h2", { textContent: this.words("over") }));
      if (game.result) parts.push(el("p", { className: "result", textContent: game.result }));
    } else if (game.placements.length > 0) {
      const sel = this.selection;
      const cell = sel && game.placements.find((p) => p.x === sel.x && p.y === sel.y);
      // Turning is offered only where the tile fits more than one way.
      parts.push(hint(!cell ? "choose-cell" : cell.rotations.length < 2 ? "placing-fixed" : "placing"));
      const rotation = cell && sel ? cell.rotations[sel.rotation] : undefined;
      if (rotation) parts.push(el("p", { className: "rotation", textContent: rotation.label }));
      const rotate = button(this.words("rotate"), () => this.rotate());
      rotate.disabled = !cell || cell.rotations.length < 2;
      rotate.setAttribute("aria-keyshortcuts", "R");
      const confirm = button(this.words("confirm"), () => this.confirm());
      confirm.disabled = !cell;
      confirm.className = "primary";
      const row = [rotate, confirm];
      if (sel) row.push(button(this.words("cancel"), () => this.cancel()));
      parts.push(el("div", { className: "row" }, row));
      // Before placing: the gifts the player may open (The Gifts).
      if (game.choices.length > 0) parts.push(this.renderChoices(game, hint));
    } else if (game.choices.length > 0) {
      parts.push(this.renderChoices(game, hint));
    } else if (game.seat === null) {
      parts.push(hint("spectator"));
    } else {
      parts.push(hint("waiting"));
    }
    if (game.can_undo) {
      const undo = button(this.words("undo"), () => void this.act("undo"));
      undo.className = "undo";
      parts.push(el("div", { className: "row" }, [undo]));
    }
    this.actions.replaceChildren(...parts);
  }

  /** The steps the player may take other than placing the tile, one button each. */
  private renderChoices(game: Game, hint: (key: string) => HTMLElement): HTMLElement {
    const parts: HTMLElement[] = [el("h2", { textContent: this.words("steps") })];
    if (game.hint) parts.push(el("p", { className: "hint", textContent: game.hint }));
    else {
      if (game.choices.some((c) => c.at)) parts.push(hint("spots"));
      if (game.choices.some((c) => cellsOf(c).length > 0)) parts.push(hint("cells"));
    }
    const list = game.choices.map((c) => {
      const b = button(c.label, () => void this.act(c.action));
      // What the step costs, under its words (its button's name says it too, as its mark's does).
      if (c.warning) b.append(" — ", el("span", { className: "warning", textContent: c.warning }));
      b.dataset["action"] = c.action;
      if (c.tile) {
        // The tile it is about, drawn as on the board: a bid is for a tile seen.
        const picture = el("span", { className: "tile", ariaHidden: "true" });
        b.prepend(picture);
        b.classList.add("with-tile");
        void this.offered(c.tile).then((url) => {
          if (url) picture.style.backgroundImage = `url("${url}")`;
        });
      }
      return b;
    });
    parts.push(this.folded(game, list));
    if (game.number) parts.push(this.renderNumber(game.number));
    return el("div", { className: "steps" }, parts);
  }

  /**
   * The steps' buttons `list` (one per step of `game`'s choices, in order) as the page
   * lists them: as they are when few, else those with a spot on the board off the tile
   * just placed folded by the tile it lies on, one entry per tile that opens its buttons
   * (a step with targets all over the board, the portal's, lists one line per tile, not
   * one per target, which are tapped on the board), the nearest the tile just placed
   * first; the tile just placed's own before them and the steps with no spot after
   * them, as they are.
   */
  private folded(game: Game, list: HTMLButtonElement[]): HTMLElement {
    const last = game.last_placed;
    const onLast = (at: [number, number]): boolean =>
      last !== null && at[0] >= last.x && at[0] <= last.x + last.span && at[1] >= last.y && at[1] <= last.y + last.span;
    const tiles = new Map<string, HTMLButtonElement[]>();
    const own: HTMLButtonElement[] = [];
    const rest: HTMLButtonElement[] = [];
    for (const [i, c] of game.choices.entries()) {
      const b = list[i];
      if (!b) continue;
      if (!c.at) rest.push(b);
      else if (onLast(c.at)) own.push(b);
      else {
        const key = `${Math.floor(c.at[0])}, ${Math.floor(c.at[1])}`;
        tiles.set(key, [...(tiles.get(key) ?? []), b]);
      }
    }
    const afar = list.length - own.length - rest.length;
    if (afar <= FOLDED_FROM || tiles.size < 2) return el("div", { className: "choices" }, list);
    // The tiles nearest the one just placed first: the player's eye is there.
    const far = (key: string): number => {
      const [x = 0, y = 0] = key.split(", ").map(Number);
      return last ? Math.hypot(x - last.x, y - last.y) : 0;
    };
    const folds = [...tiles.entries()].sort(([a], [b]) => far(a) - far(b)).map(([key, buttons]) => {
      const count = `${buttons.length} ${this.words(buttons.length === 1 ? "fold-one" : "fold-many")}`;
      const summary = el("summary", { textContent: `${this.words("fold-tile")} ${key}${this.words("colon")} ${count}` });
      return el("details", { className: "fold" }, [summary, el("div", { className: "choices" }, buttons)]);
    });
    const plain = (buttons: HTMLButtonElement[]): HTMLElement[] => (buttons.length > 0 ? [el("div", { className: "choices" }, buttons)] : []);
    return el("div", { className: "folds" }, [...plain(own), ...folds, ...plain(rest)]);
  }

  /** A number to type (a bazaar's bid): the buttons offer the lowest few, this any allowed. */
  private renderNumber(field: NumberField): HTMLElement {
    const typed = el("input", {
      type: "number",
      className: "number",
      min: String(field.min),
      max: String(field.max),
      step: "1",
      value: String(field.min),
    });
    typed.setAttribute("aria-label", field.label);
    const send = button(field.button, () => void this.act(`${field.verb} ${typed.value}`));
    send.className = "number";
    return el("div", { className: "row" }, [el("label", {}, [field.label, " ", typed]), send]);
  }

  /**
   * Tiles offered under `title` (a bazaar's face-up tiles), each drawn as on the board
   * and named in words for a screen reader (its number, its parts, who took it or its
   * top bid), the one at stake marked.
   */
  private renderOffers(title: string, offers: Offer[]): HTMLElement {
    const items = offers.map((offer) => {
      const picture = el("span", { className: "tile" });
      picture.setAttribute("role", "img");
      picture.setAttribute("aria-label", offer.words);
      void this.offered(offer.tile).then((url) => {
        if (url) picture.style.backgroundImage = `url("${url}")`;
      });
      // The words shown beside it are those the picture is named by: read once.
      const words = el("span", { className: "words", textContent: offer.words, ariaHidden: "true" });
      const item = el("li", { className: offer.up ? "offer up" : "offer" }, [picture, words]);
      item.dataset["tile"] = offer.tile;
      if (offer.up) item.setAttribute("aria-current", "true");
      return item;
    });
    return el("section", { className: "offers" }, [el("h2", { textContent: title }), el("ul", {}, items)]);
  }

  /**
   * Tells the player it is their turn when the page is out of sight, if they asked to be
   * told (the browser's notification, its permission given once).
   */
  private notify(game: Game): void {
    if (!document.hidden || !this.notifying()) return;
    new Notification(`${this.words("your-turn")} · ${this.words("title")}`, { body: game.prompt, tag: "turn" });
  }

  /** Whether the player asked to be told of their turn, and the browser lets the page tell them. */
  private notifying(): boolean {
    return "Notification" in window && this.permission === "granted" && this.wanted;
  }

  /**
   * Keeps [`permission`] as the browser changes it (the player may take it back in the
   * browser's settings): read once, not at every drawing of the page, where reading
   * `Notification.permission` asks the browser each time.
   */
  private watchPermission(): void {
    if (!("Notification" in window)) return;
    this.permission = Notification.permission;
    void navigator.permissions
      ?.query({ name: "notifications" })
      .then((status) => {
        status.onchange = () => {
          this.permission = Notification.permission;
          this.render();
        };
      })
      .catch(() => undefined);
  }

  /** The button that asks to be told of one's turn while the page is out of sight. */
  private notifyButton(): HTMLElement | null {
    if (!("Notification" in window) || this.game?.seat === null) return null;
    const on = this.notifying();
    const ask = button(this.words(on ? "notify-off" : "notify"), () => {
      if (on) {
        keep(NOTIFY, null);
        this.wanted = false;
        this.render();
        return;
      }
      void Notification.requestPermission().then((permission) => {
        this.permission = permission;
        this.wanted = permission === "granted";
        if (this.wanted) keep(NOTIFY, "yes");
        this.render();
      });
    });
    ask.className = "notify";
    return ask;
  }

  /** The picture of the tile `kind` (a step offers it, or it is to come), asked once per page. */
  private offered(kind: string): Promise<string | null> {
    let url = this.offers.get(kind);
    if (!url) {
      url = this.tilePicture(kind);
      this.offers.set(kind, url);
    }
    return url;
  }

  /**
   * The pictures of tile `kind`, asked again after a wait while the bot refuses for now
   * (too many requests at once, restarting) or cannot be reached: nothing else would ask
   * again for a picture on a step the player is still looking at. A lasting refusal (the
   * link, an unknown tile) gives none, and a later step asks anew.
   */
  private async tilePicture(kind: string): Promise<string | null> {
    const waits = new Backoff();
    for (;;) {
      let asked = 0;
      try {
        return await this.api.image("tile", TILE_CELL, kind);
      } catch (e) {
        const status = e instanceof Refused ? e.status : 0;
        if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
          this.offers.delete(kind);
          return null;
        }
        asked = e instanceof Refused ? e.retryAfterMs : 0;
      }
      await waits.pause(asked);
    }
  }

  private renderHand(game: Game): void {
    const parts: HTMLElement[] = [];
    if (game.tile) {
      const sel = this.selection;
      const cell = sel && game.placements.find((p) => p.x === sel.x && p.y === sel.y);
      const degrees = (cell && sel ? cell.rotations[sel.rotation]?.degrees : 0) ?? 0;
      const picture = el("div", { className: "tile" });
      // Its pictures may still be on their way: the box is kept, drawn when they come.
      if (this.tileUrl) picture.style.backgroundImage = `url("${this.tileUrl}")`;
      picture.style.backgroundPosition = `${(degrees / 90) * (100 / 3)}% 0`;
      picture.setAttribute("role", "img");
      picture.setAttribute("aria-label", game.tile);
      parts.push(
        el("figure", {}, [
          picture,
          el("figcaption", {}, [el("strong", { textContent: this.words("tile") }), el("br"), game.tile]),
        ]),
      );
    }
    // The count of tiles left opens the sheet of those to come.
    const words = (key: string): string => this.words(key);
    const left = `${this.words("tiles-left")} ${game.tiles_left}`;
    parts.push(el("p", { className: "left" }, [this.unseen.opener(left, this.words("unseen-open"), game.unseen, words)]));
    this.unseen.update(game.unseen, words);
    parts.push(el("p", { className: "moves" }, [this.history.opener(words)]));
    this.history.update(game.revision, words);
    // What the player holds hidden from the others (their gifts), by name.
    for (const hidden of game.hidden) {
      if (hidden.own && hidden.own.length > 0) {
        parts.push(el("p", { className: "hidden-own", textContent: `${hidden.yours} ${hidden.own.join(", ")}` }));
      }
    }
    this.hand.replaceChildren(...parts);
  }

  private renderPlayers(game: Game): void {
    // A column for each kind of hidden hand: how many each seat holds.
    const heads = [this.words("players"), this.words("points"), this.words("figures"), ...game.hidden.map((h) => h.title)];
    const order = game.over ? [...game.seats].sort((a, b) => b.score - a.score) : game.seats;
    if (game.over) heads.unshift(this.words("rank"));
    const rows = order.map((s) => {
      const turn = game.waiting.includes(s.seat);
      const name = el("th", { scope: "row" }, [
        el("span", { className: "dot", ariaHidden: "true" }),
        s.name + (s.seat === game.seat ? ` (${this.words("you")})` : ""),
      ]);
      const dot = name.querySelector<HTMLElement>(".dot");
      if (dot) dot.style.background = s.colour;
      const cells: HTMLElement[] = [name, el("td", { textContent: String(s.score) }), supplyCell(s)];
      for (const hidden of game.hidden) cells.push(el("td", { textContent: String(hidden.counts[s.seat] ?? "") }));
      if (game.over) {
        const rank = game.seats.filter((o) => o.score > s.score).length + 1;
        cells.unshift(el("td", { textContent: String(rank) }));
      }
      const row = el("tr", { className: turn && !game.over ? "turn" : "" }, cells);
      if (turn && !game.over) row.setAttribute("aria-current", "true");
      return row;
    });
    const head = el("tr", {}, heads.map((h) => el("th", { scope: "col", textContent: h })));
    const table = el("table", {}, [el("thead", {}, [head]), el("tbody", {}, rows)]);
    const notify = game.over ? null : this.notifyButton();
    this.players.replaceChildren(...(notify ? [table, notify] : [table]));
  }

  private tapCell(x: number, y: number): void {
    const sel = this.selection;
    if (sel && sel.x === x && sel.y === y) return this.rotate();
    this.selection = { x, y, rotation: 0 };
    this.render();
  }

  /**
   * After a step taken at its lit cell (the abbey tile chosen at a hole): the tile now in
   * hand is put at that cell when it fits there, so the player only turns and confirms it
   * instead of tapping the same cell twice.
   */
  private putAt([x, y]: [number, number]): void {
    if (!this.game?.placements.some((p) => p.x === x && p.y === y)) return;
    this.selection = { x, y, rotation: 0 };
    this.render();
  }

  private rotate(): void {
    const game = this.game;
    const sel = this.selection;
    const cell = sel && game?.placements.find((p) => p.x === sel.x && p.y === sel.y);
    if (!sel || !cell) return;
    this.selection = { ...sel, rotation: (sel.rotation + 1) % cell.rotations.length };
    this.render();
  }

  private confirm(): void {
    const sel = this.selection;
    const cell = sel && this.game?.placements.find((p) => p.x === sel.x && p.y === sel.y);
    const rotation = sel && cell?.rotations[sel.rotation];
    if (!rotation) return;
    // The move is sent first (its request leaves before the board is drawn again); the
    // tile shows where it goes at once, taken back if the move is refused.
    const sent = this.act(rotation.action);
    this.board.placing(sel);
    void sent.then((made) => {
      if (!made) this.board.placing(null);
    });
  }

  private cancel(): void {
    this.selection = null;
    this.render();
  }

  private tapSpot(choices: Choice[], cell?: [number, number]): void {
    const first = choices[0];
    if (choices.length === 1 && first) {
      void this.act(first.action).then((made) => {
        if (made && cell) this.putAt(cell);
      });
      return;
    }
    // Several figures may take this spot: the player picks among their buttons.
    const buttons = [...this.actions.querySelectorAll<HTMLButtonElement>("button[data-action]")];
    const wanted = buttons.filter((b) => choices.some((c) => c.action === b.dataset["action"]));
    for (const b of buttons) b.classList.toggle("wanted", wanted.includes(b));
    // Folded by tile: their tile's entry opens.
    for (const b of wanted) {
      const fold = b.closest("details");
      if (fold) fold.open = true;
    }
    wanted[0]?.focus();
  }

  /** Plays `action` for the seat on the revision shown; whether the bot made the move. */
  private async act(action: string): Promise<boolean> {
    const game = this.game;
    if (!game || this.busy) return false;
    this.busy = true;
    try {
      let after: Game;
      try {
        after = await this.api.act(game.revision, action);
      } catch (e) {
        if (this.mended(e)) return false;
        this.say(e instanceof Error ? e.message : String(e));
        if (e instanceof Refused && e.status === 409) await this.reload();
        return false;
      }
      this.say("");
      // The move is made: a picture that could not be had is asked again, as a read's.
      await this.apply(after).catch((e: unknown) => this.readFailure(e));
      return true;
    } finally {
      this.busy = false;
      // News the feed told while the move was under way, later than its answer (a
      // bot's move right after it) or instead of it (a refused move): asked now.
      if ((this.game?.revision ?? -1) < this.told && !this.reloading) void this.reload();
    }
  }
}

/** Opens the page on its link: the address's fragment, or Discord's word in an Activity. */
async function open(root: HTMLElement): Promise<void> {
  try {
    if (inDiscord(new URLSearchParams(location.search))) {
      const seat = await activitySeat();
      new Page(root, seat.link, () => seat.renew()).start(seat.game);
      // Discord's client is told the token while the game shows; refused, the page says so.
      await seat.authenticated;
    } else {
      new Page(root, decodeURIComponent(location.hash.slice(1))).start();
    }
  } catch (e) {
    failed(root, e);
  }
}

/** Replaces the page with why it cannot go on. */
function failed(root: HTMLElement, e: unknown): void {
  const said = el("p", { className: "notice failed", textContent: e instanceof Error ? e.message : String(e) });
  said.setAttribute("role", "alert");
  root.replaceChildren(said);
}

/** Opens the page in its document's `#app`, once the document is read (the script may come first). */
function begin(): void {
  const root = document.getElementById("app");
  if (root) void open(root);
}
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", begin);
else begin();

/** A seat's supply: its meeples, and under them, smaller, what its expansions keep at home. */
function supplyCell(s: SeatInfo): HTMLElement {
  const more = s.supply.length > 0 ? [el("span", { className: "supply", textContent: s.supply.join(" · ") })] : [];
  return el("td", {}, [String(s.meeples), ...more]);
}
