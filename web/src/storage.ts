// What the page keeps on this browser (the player's wish to be told of their turn). A
// frame's storage may be denied — Discord for iOS frames the Activity with an opaque
// origin, where even reading `localStorage` throws — so it is kept in memory there, for
// as long as the page is open.

const kept = new Map<string, string>();

/** The browser's storage, or `null` where it is denied. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** What is kept under `key`, if anything. */
export function recall(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? kept.get(key) ?? null;
  } catch {
    return kept.get(key) ?? null;
  }
}

/** Keeps `value` under `key` (`null` forgets it), in memory if the browser refuses it. */
export function keep(key: string, value: string | null): void {
  if (value === null) kept.delete(key);
  else kept.set(key, value);
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, value);
  } catch {
    // Denied or full: the memory's copy stands.
  }
}
