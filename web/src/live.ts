// The live feed: a WebSocket whose text frames `{"revision": n}` say the game changed.
// Closed or refused, it is opened again after a wait that doubles up to half a minute;
// each opening also counts as news (what changed while it was closed is unknown).

import type { LiveAddress } from "./api";

const FIRST_WAIT_MS = 500;
const LONGEST_WAIT_MS = 30_000;

export interface LiveEvents {
  /** The game reached `revision`, or (`null`) may have changed while the feed was closed. */
  changed(revision: number | null): void;
  /** Whether the feed is open; `lost` once it had been open and closed. */
  connection(lost: boolean): void;
}

export function follow(address: LiveAddress, events: LiveEvents): void {
  let wait = FIRST_WAIT_MS;
  let opened = false;
  const open = (): void => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(address.url, address.protocols);
    } catch {
      setTimeout(open, wait);
      return;
    }
    socket.onopen = () => {
      if (opened) events.changed(null);
      opened = true;
      wait = FIRST_WAIT_MS;
      events.connection(false);
    };
    socket.onmessage = (message: MessageEvent) => {
      if (typeof message.data !== "string") return;
      try {
        const frame = JSON.parse(message.data) as { revision?: unknown };
        if (typeof frame.revision === "number") events.changed(frame.revision);
      } catch {
        // Not a frame of the feed: nothing to learn from it.
      }
    };
    socket.onclose = () => {
      if (opened) events.connection(true);
      setTimeout(open, wait);
      wait = Math.min(wait * 2, LONGEST_WAIT_MS);
    };
  };
  open();
}
