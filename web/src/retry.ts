// How the page waits before asking the bot again after a request failed (too many
// requests, the bot restarting, the network gone): a wait that doubles from a quarter
// of a second up to a few seconds, so that a link's rate (a few requests a second) is
// never spent by the page's own retries, and the page catches up soon after.

const FIRST_MS = 250;
const LONGEST_MS = 8_000;

export class Backoff {
  private wait = FIRST_MS;
  private timer: number | undefined;
  /** Failures since the last success: how many waits were asked for. */
  failures = 0;

  /**
   * Calls `again` after the next wait (the one after it is twice as long), or after
   * `atLeast` ms when the bot asked for longer; replaces any call pending.
   */
  later(again: () => void, atLeast = 0): void {
    this.cancel();
    const wait = this.next(atLeast);
    this.timer = window.setTimeout(() => {
      this.timer = undefined;
      again();
    }, wait);
  }

  /** Resolves after the next wait, or `atLeast` ms when the bot asked for longer: for a loop that asks again. */
  pause(atLeast = 0): Promise<void> {
    const wait = this.next(atLeast);
    return new Promise((resolve) => window.setTimeout(resolve, wait));
  }

  /** The next wait, counted as one more failure; the one after it is twice as long. */
  private next(atLeast: number): number {
    this.failures += 1;
    const wait = Math.max(this.wait, atLeast);
    this.wait = Math.min(this.wait * 2, LONGEST_MS);
    return wait;
  }

  /** Forgets a pending call (a newer request asks now). */
  cancel(): void {
    window.clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** A request succeeded: the next failure waits the shortest again. */
  reset(): void {
    this.cancel();
    this.wait = FIRST_MS;
    this.failures = 0;
  }
}
