import type { Redis } from 'ioredis';
import type { Lang } from '../i18n/languages';
import type { Hub, PushPayload } from '../ws/hub';
import type { PublicPush } from './gateway-market';
import { decodeEntry, LIVE_STREAM_KEY, type StreamPush } from './stream-entry';

/** Entries taken per read; a gateway behind catches up in batches this big. */
const READ_BATCH = 1000;
/** How long one read waits for news before asking again (the stop check). */
const BLOCK_MS = 1000;

export type StreamRelay = { relayed(): number; stop(): Promise<void> };

type ReadAnswer = Array<[string, Array<[string, string[]]>]> | null;

/** A private body in the reader's language, else English, else whichever was written. */
const bodyFor = (push: StreamPush): PushPayload | ((lang: Lang) => PushPayload) => {
  const { byLang } = push;
  if (!byLang) return push.payload ?? {};
  return (lang) => byLang[lang] ?? byLang.en ?? Object.values(byLang)[0] ?? {};
};

/**
 * Relays the core's stream into this gateway's hub, in order, with the core's seq and epoch
 * (docs/architecture.md#scale-out). It starts after the newest entry (clients fetch snapshots
 * when they connect) and then always reads on from the last id it handled, so a lost connection
 * or a Redis restart resumes where it stopped; what Redis no longer holds shows to clients as a
 * gap in `seq`, which they repair from a snapshot.
 */
export const relayStream = async (
  redis: Redis,
  hub: Hub,
  /** Sees each public push before the gateway's clients do (the gateway's market state). */
  onPublic: (push: PublicPush) => void = () => undefined,
): Promise<StreamRelay> => {
  const newest = (await redis.xrevrange(LIVE_STREAM_KEY, '+', '-', 'COUNT', 1)) as Array<
    [string, string[]]
  >;
  let lastId = newest[0]?.[0] ?? '0-0';
  let relayed = 0;
  let stopped = false;

  const handle = (fields: string[]): void => {
    const text = fields[fields.indexOf('m') + 1];
    const entry = text === undefined ? null : decodeEntry(text);
    if (!entry) return;
    relayed += 1;
    if ('endSession' in entry) {
      hub.endSession(entry.endSession);
      return;
    }
    if (entry.userId === undefined && entry.payload) {
      onPublic({ topic: entry.topic, seq: entry.seq, epoch: entry.epoch, payload: entry.payload });
    }
    hub.relay({
      topic: entry.topic,
      seq: entry.seq,
      epoch: entry.epoch,
      userId: entry.userId,
      payload: bodyFor(entry),
    });
  };

  const loop = (async (): Promise<void> => {
    while (!stopped) {
      let answer: ReadAnswer;
      try {
        answer = (await redis.xread(
          'COUNT',
          READ_BATCH,
          'BLOCK',
          BLOCK_MS,
          'STREAMS',
          LIVE_STREAM_KEY,
          lastId,
        )) as ReadAnswer;
      } catch {
        if (stopped) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
        continue;
      }
      for (const [, entries] of answer ?? []) {
        for (const [id, fields] of entries) {
          lastId = id;
          handle(fields);
        }
      }
    }
  })();

  return {
    relayed: () => relayed,
    async stop() {
      stopped = true;
      redis.disconnect();
      await loop;
    },
  };
};
