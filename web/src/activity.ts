// The page opened inside Discord as an Activity: Discord's client (its postMessage
// protocol with the page in its iframe, `discord.ts`) gets an authorization code, the
// bot turns it into the link of this person's seat in the game of the activity's
// channel (src/web/activity.rs), and the page then runs on that link exactly as on a
// private link. The bot trusts nothing the client says: only the code and the instance
// id are sent, and Discord vouches for both.

import { accepted, ask, type Game, versioned } from "./api";
import { DiscordClient } from "./discord";
import { CONFIG_PATH, type Early } from "./frame";

export { inDiscord } from "./frame";

/**
 * How long a step of Discord's client may stay unanswered. A client whose origin the
 * page does not hear, or whose reply it cannot read, would be waited on forever: the page
 * says so instead.
 */
const SILENCE_MS = 10_000;

/** What the bot tells the page opened in Discord. */
interface Config {
  client_id: string;
  /** The sentence for a Discord client that stopped answering, in the bot's language. */
  silent: string;
}

/** What the bot answers a session: the link, Discord's token for `authenticate`, the game. */
interface Session {
  link: string;
  access_token: string;
  game: Game;
}

/** A link of the Activity's person's seat, and the game as it was when it was given. */
export interface Given {
  link: string;
  game: Game;
}

/** The Activity's person's seat, as the bot first gave it. */
export interface Seat extends Given {
  /** Settled when Discord's client accepted the person's token; refused with why not. */
  authenticated: Promise<void>;
  /**
   * A new link of the same seat, asked of Discord's client and the bot as the first was:
   * a link lasts a day, and an Activity may stay open longer (a new token is told to
   * Discord's client on the way; refused with why not).
   */
  renew(): Promise<Given>;
}

/** `step`'s outcome, or an error saying `silent` once it has stayed unanswered too long. */
function answered<T>(step: Promise<T>, silent: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(silent)), SILENCE_MS);
    step.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

/** The Activity's configuration: asked by the page's start already, or now. */
async function config(): Promise<Config> {
  const early = (window as Early).early?.[CONFIG_PATH];
  const answer = early ? await accepted(await early) : await ask(CONFIG_PATH);
  return (await answer.json()) as Config;
}

/**
 * The seat of the person who opened the Activity, as the bot gives it. The page shows
 * the game while Discord's client is still told the token (`authenticated`).
 */
export async function activitySeat(): Promise<Seat> {
  const { client_id, silent } = await config();
  const discord = new DiscordClient(client_id, new URLSearchParams(location.search));
  await answered(discord.ready, silent);
  /** Discord's code for the person, turned by the bot into their link and Discord's token. */
  const session = async (): Promise<{ given: Given; authenticated: Promise<void> }> => {
    const authorization = { client_id, response_type: "code", scope: ["identify"], prompt: "none" };
    const given = await answered(discord.command("AUTHORIZE", authorization), silent);
    const code = (given as { code?: unknown } | null)?.code;
    if (typeof code !== "string") throw new Error(silent);
    const body = JSON.stringify({ code, instance_id: discord.instanceId });
    const init = { method: "POST", body, headers: versioned({ "Content-Type": "application/json" }) };
    const answer = (await (await ask("api/activity/session", init)).json()) as Session;
    const token = { access_token: answer.access_token };
    const authenticated = answered(discord.command("AUTHENTICATE", token), silent).then(() => undefined);
    return { given: { link: answer.link, game: answer.game }, authenticated };
  };
  const first = await session();
  const renew = async (): Promise<Given> => {
    const again = await session();
    await again.authenticated;
    return again.given;
  };
  return { ...first.given, authenticated: first.authenticated, renew };
}
