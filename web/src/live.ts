// The live feed: a WebSocket whose text frames `{"revision": n}` say the game changed.
// Closed or refused, it is opened again after a wait that doubles up to half a minute
// (not when the bot closed it because the link expired: only a new link mends that);
// each opening also counts as news (what changed while it was closed is unknown). The
// bot tells the revision at least every 20 s (`web::PING`), so a socket silent for
// longer than two of those is taken for dead and opened again: a phone's socket may
// die without ever closing (the phone slept, changed networks), leaving a page that
// believes itself live and shows a game that moved on.

import type { LiveAddress } from "./api";

const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 30_000;
/** How long an open socket may stay silent before it is taken for dead: two and a half of the bot's 20 s. */
const SILENT_MS = 50_000;

export interface LiveEvents {
  /** The game reached `revision`, or (`null`) may have changed while the feed was closed. */
  changed(revision: number | null): void;
  /** Whether the feed is open; `lost` once it had been open and closed. */
  connection(lost: boolean): void;
  /** The link expired: the bot closed the feed for good, `why` in the game's language. */
  expired(why: string): void;
}

/** The close code of a socket whose link expired (`web::EXPIRED`): it is not opened again. */
const EXPIRED = 4001;

/** Follows the feed at `address`, telling `events`, until the function it answers is called. */
export function follow(address: LiveAddress, events: LiveEvents): () => void {
  let wait = FIRST_WAIT_MS;
  let opened = false;
  let stopped = false;
  let current: WebSocket | null = null;
  let next: number | undefined;
  let silence: number | undefined;
  const open = (): void => {
    if (stopped) return;
    let socket: WebSocket;
    try {
      socket = new WebSocket(address.url, address.protocols);
    } catch {
      next = window.setTimeout(open, wait);
      return;
    }
    current = socket;
    /** The socket is gone (closed, or silent too long): told once, another opened after the wait. */
    const gone = (): void => {
      window.clearTimeout(silence);
      socket.onopen = socket.onmessage = socket.onclose = null;
      if (opened) events.connection(true);
      next = window.setTimeout(open, wait);
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    };
    /** Heard from (or just asked for): silent from now on for longer than SILENT_MS, it is dropped. */
    const heard = (): void => {
      window.clearTimeout(silence);
      silence = window.setTimeout(() => {
        gone();
        socket.close();
      }, SILENT_MS);
    };
    heard();
    socket.onopen = () => {
      heard();
      if (opened) events.changed(null);
      opened = true;
      wait = FIRST_WAIT_MS;
      events.connection(false);
    };
    socket.onmessage = (message: MessageEvent) => {
      heard();
      if (typeof message.data !== "string") return;
      try {
        const frame = JSON.parse(message.data) as { revision?: unknown };
        if (typeof frame.revision === "number") events.changed(frame.revision);
      } catch {
        // Not a frame of the feed: nothing to learn from it.
      }
    };
    socket.onclose = (closed: CloseEvent) => {
      if (closed.code !== EXPIRED) return gone();
      window.clearTimeout(silence);
      events.expired(closed.reason);
    };
  };
  open();
  return () => {
    stopped = true;
    window.clearTimeout(next);
    window.clearTimeout(silence);
    if (!current) return;
    current.onopen = current.onmessage = current.onclose = null;
    current.close();
  };
}
