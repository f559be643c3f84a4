// The page opened inside Discord as an Activity: Discord's Embedded App SDK (its
// postMessage protocol with the Discord client around the iframe) gets an authorization
// code, the bot turns it into the link of this person's seat in the game of the
// activity's channel (src/web/activity.rs), and the page then runs on that link exactly
// as on a private link. The bot trusts nothing the client says: only the code and the
// instance id are sent, and Discord vouches for both.

import { DiscordSDK } from "@discord/embedded-app-sdk";
import { ask } from "./api";

/** Discord's frame parameters, without which the SDK cannot talk to Discord's client. */
const FRAME_PARAMETERS = ["frame_id", "instance_id", "platform"];

/**
 * How long a step of the SDK may stay unanswered. The SDK waits forever on a client whose
 * origin it does not accept, or whose reply it cannot parse: the page says so instead.
 */
const SILENCE_MS = 10_000;

/** What the bot tells the page opened in Discord. */
interface Config {
  client_id: string;
  /** The sentence for a Discord client that stopped answering, in the bot's language. */
  silent: string;
}

/** What the bot answers a session: the link, and Discord's token for `authenticate`. */
interface Session {
  link: string;
  access_token: string;
}

/** Whether Discord's client opened this page (its query carries the frame parameters). */
export function inDiscord(query: URLSearchParams): boolean {
  return FRAME_PARAMETERS.every((name) => query.has(name));
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

/** The private link of the person who opened the Activity, as the bot gives it. */
export async function activityLink(): Promise<string> {
  const config = (await (await ask("api/activity/config")).json()) as Config;
  // Without this, every console call after READY would be sent to Discord's client.
  const sdk = new DiscordSDK(config.client_id, { disableConsoleLogOverride: true });
  await answered(sdk.ready(), config.silent);
  const { code } = await answered(
    sdk.commands.authorize({
      client_id: config.client_id,
      response_type: "code",
      scope: ["identify"],
      prompt: "none",
    }),
    config.silent,
  );
  const body = JSON.stringify({ code, instance_id: sdk.instanceId });
  const init = { method: "POST", body, headers: { "Content-Type": "application/json" } };
  const session = (await (await ask("api/activity/session", init)).json()) as Session;
  await answered(sdk.commands.authenticate({ access_token: session.access_token }), config.silent);
  return session.link;
}
