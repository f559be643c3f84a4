// Whether Discord's client opened this page, read from its address alone: the page's
// start (`boot.ts`) asks it before the page's script is even loaded, so it stays small.

/** Discord's frame parameters: the query every Activity's frame is opened with. */
const FRAME_PARAMETERS = ["frame_id", "instance_id", "platform"];

/** Whether Discord's client opened this page (its query carries the frame parameters). */
export function inDiscord(query: URLSearchParams): boolean {
  return FRAME_PARAMETERS.every((name) => query.has(name));
}

/** The Activity's configuration, asked by the page's start while its script loads. */
export const CONFIG_PATH = "api/activity/config";

/** What the page's start asked before the script came, by path, for the script to take. */
export interface Early {
  early?: Record<string, Promise<Response>>;
}
