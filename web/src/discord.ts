// The page's side of Discord's frame protocol: what Discord's client and an Activity say
// to each other by `postMessage`, as Discord's Embedded App SDK 2.5.0 speaks it. The page
// needs three of its steps (the handshake and READY, AUTHORIZE, AUTHENTICATE), and the SDK
// itself is four fifths of the page's script, most of it the schemas of commands the page
// never sends, built at start: speaking the three steps here keeps the Activity's first
// load quick on a phone. What the SDK does at each step is done the same way (the
// handshake's fields and target, the origins heard, the replies refused), so a client
// hears the page as it hears the SDK; a change of Discord's protocol is followed here as
// an upgrade of the SDK would be.

/** The SDK version whose protocol this is, told to Discord's client at the handshake. */
const SPOKEN_VERSION = "2.5.0";

/** The first Discord mobile app (major version) told the SDK's version at the handshake. */
const MOBILE_VERSION_TOLD = 250;

/** The frames of the protocol, by their opcode. */
const HANDSHAKE = 0;
const FRAME = 1;

/** The origins whose messages are heard: the page's own, Discord's clients', and opaque ones. */
const HEARD = new Set([
  location.origin,
  "https://discord.com",
  "https://discordapp.com",
  "https://ptb.discord.com",
  "https://ptb.discordapp.com",
  "https://canary.discord.com",
  "https://canary.discordapp.com",
  "https://staging.discord.co",
  "http://localhost:3333",
  "https://pax.discord.com",
  "null",
]);

/** A frame from Discord's client: a command's answer, or an event (`cmd` `DISPATCH`). */
interface Incoming {
  cmd: string;
  evt: string | null;
  nonce: string | null;
  data?: unknown;
}

/** Whether `payload` has every field an incoming frame must (`evt` and `nonce` may be null, never missing). */
function incoming(payload: unknown): payload is Incoming {
  if (typeof payload !== "object" || payload === null) return false;
  const p = payload as Record<string, unknown>;
  const named = (field: string) => field in p && (p[field] === null || typeof p[field] === "string");
  return typeof p["cmd"] === "string" && named("evt") && named("nonce");
}

/** A random UUID (version 4), a command's nonce; made where `crypto.randomUUID` is not offered. */
function nonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Discord's client as the page inside it talks to it. */
export class DiscordClient {
  /** The activity's instance, as the frame's query names it. */
  readonly instanceId: string;
  /** Settled when Discord's client said READY. */
  readonly ready: Promise<void>;
  private readonly pending = new Map<string, { resolve: (data: unknown) => void; reject: (e: Error) => void }>();
  private readonly target: Window;
  private readonly targetOrigin: string;

  /**
   * Shakes hands with the client that framed the page, for the application `clientId`,
   * as the frame's `query` tells.
   *
   * @throws when the query lacks a frame parameter, or names another platform.
   */
  constructor(clientId: string, query: URLSearchParams) {
    const frameId = query.get("frame_id");
    const instanceId = query.get("instance_id");
    const platform = query.get("platform");
    if (!frameId || !instanceId) throw new Error("Discord's frame parameters are missing");
    if (platform !== "desktop" && platform !== "mobile") throw new Error(`not a platform: ${platform}`);
    this.instanceId = instanceId;
    // Discord's client runs in the window that framed the page, or in the one that opened
    // that window (the Activity popped out); the referrer is that client's origin.
    this.target = (window.parent.opener as Window | null) ?? window.parent;
    this.targetOrigin = document.referrer || "*";
    let ready: () => void = () => undefined;
    this.ready = new Promise((resolve) => (ready = resolve));
    window.addEventListener("message", (e: MessageEvent) => {
      if (!HEARD.has(e.origin) || !Array.isArray(e.data)) return;
      const [opcode, payload] = e.data as [unknown, unknown];
      if (opcode !== FRAME || !incoming(payload)) return;
      if (payload.cmd === "DISPATCH") {
        if (payload.evt === "READY") ready();
        return;
      }
      const waiting = payload.nonce === null ? undefined : this.pending.get(payload.nonce);
      if (!waiting || payload.nonce === null) return;
      this.pending.delete(payload.nonce);
      if (payload.evt === "ERROR") {
        const message = (payload.data as { message?: unknown } | null)?.message;
        waiting.reject(new Error(typeof message === "string" ? message : `${payload.cmd} refused`));
      } else {
        waiting.resolve(payload.data);
      }
    });
    // A mobile app tells its version as `major.minor`; anything else is an unknown one.
    const version = query.get("mobile_app_version") ?? "";
    const major = version.includes(".") ? Number.parseInt(version.split(".")[0] ?? "", 10) : -1;
    const handshake: Record<string, unknown> = { v: 1, encoding: "json", client_id: clientId, frame_id: frameId };
    if (platform === "desktop" || major >= MOBILE_VERSION_TOLD) handshake["sdk_version"] = SPOKEN_VERSION;
    this.target.postMessage([HANDSHAKE, handshake], this.targetOrigin);
  }

  /** Sends the command `cmd` with `args`: its answer's data, or Discord's refusal. */
  command(cmd: string, args: Record<string, unknown>): Promise<unknown> {
    const id = nonce();
    const answered = new Promise<unknown>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    this.target.postMessage([FRAME, { cmd, args, nonce: id }], this.targetOrigin);
    return answered;
  }
}
