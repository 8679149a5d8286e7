import type { Lang } from '../i18n/languages';
import type { PushPayload } from '../ws/hub';

// What the core writes to Redis and its gateways read (docs/architecture.md#scale-out): one
// stream for every push, so a gateway relays them in the core's order and, after a hiccup,
// carries on from the last id it read.

/** The stream of every push, public and private, in publishing order. */
export const LIVE_STREAM_KEY = 'exchange:live';
/**
 * Entries kept (XADD MAXLEN ~): about a minute at 10,000 pushes/s. A gateway further behind
 * than that has lost pushes; its clients see the gap in `seq` and re-sync from a snapshot.
 */
export const LIVE_STREAM_MAX_LEN = 600_000;
/** Where each gateway says which users it holds connections for, and in which languages. */
export const PRESENCE_KEY_PREFIX = 'exchange:presence:';
/** Announces a gateway's new presence at once (the message is the presence itself). */
export const PRESENCE_CHANNEL = 'exchange:presence';
/** A gateway that stops refreshing its presence is forgotten after this long. */
export const PRESENCE_TTL_MS = 5000;

/** A push as the core numbered it. Private ones carry the owner and a body per language. */
export type StreamPush = {
  topic: string;
  seq: number;
  epoch: string;
  userId?: number;
  payload?: PushPayload;
  /** A private body that depends on the reader's language, for each language a gateway holds. */
  byLang?: Partial<Record<Lang, PushPayload>>;
};

/** The core ended a login session (logout, password reset): gateways unbind its connections. */
export type StreamSessionEnd = { endSession: string };

export type StreamEntry = StreamPush | StreamSessionEnd;

/**
 * One presence record: user id → the languages of that user's connections on the gateway, and
 * the public topics its connections subscribe (the core skips work nobody watches, e.g. klines).
 */
export type Presence = { gateway: string; users: Record<string, Lang[]>; topics?: string[] };

export const encodeEntry = (entry: StreamEntry): string => JSON.stringify(entry);

/** The entry, or null for anything that is not one (a stream shared by mistake). */
export const decodeEntry = (text: string): StreamEntry | null => {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const entry = value as Partial<StreamPush & StreamSessionEnd>;
    if (typeof entry.endSession === 'string') return { endSession: entry.endSession };
    if (typeof entry.topic !== 'string' || typeof entry.seq !== 'number') return null;
    if (typeof entry.epoch !== 'string') return null;
    return entry as StreamPush;
  } catch {
    return null;
  }
};
