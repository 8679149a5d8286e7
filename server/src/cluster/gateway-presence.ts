import type { Redis } from 'ioredis';
import type { Lang } from '../i18n/languages';
import type { Hub } from '../ws/hub';
import { PRIVATE_TOPICS } from '../ws/topics';
import {
  PRESENCE_CHANNEL,
  PRESENCE_KEY_PREFIX,
  PRESENCE_TTL_MS,
  type Presence,
} from './stream-entry';

/** How often a gateway renews its record, well inside its time to live. */
const REFRESH_MS = 1000;
/** A login being bound counts as present this long, until its connection shows in the hub. */
const ANNOUNCED_MS = 10_000;

export type GatewayPresence = {
  /**
   * Says the user is here before the login is answered, and waits until Redis has it: the
   * core then writes that user's private pushes from the client's first order on.
   */
  announce(userId: number, lang: Lang): Promise<void>;
  /** A login, logout or (un)subscription: the record is rewritten (once per turn). */
  changed(): void;
  stop(): void;
};

/**
 * A gateway's record of its logged-in users (docs/architecture.md#scale-out): written under its
 * own key with a time to live, refreshed every second, and published on change so the core
 * knows at once whom to write private pushes for.
 */
export const startGatewayPresence = (redis: Redis, gateway: string, hub: Hub): GatewayPresence => {
  const announced = new Map<string, number>();
  let scheduled = false;
  let last = '';

  const record = (): Presence => {
    const users: Record<string, Set<Lang>> = {};
    const topics = new Set<string>();
    const add = (userId: number, lang: Lang): void => {
      (users[userId] ??= new Set()).add(lang);
    };
    for (const client of hub.clients()) {
      if (client.userId !== null) add(client.userId, client.lang ?? 'en');
      for (const topic of client.topics) if (!PRIVATE_TOPICS.has(topic)) topics.add(topic);
    }
    const now = Date.now();
    for (const [key, at] of announced) {
      if (now - at > ANNOUNCED_MS) announced.delete(key);
      else add(Number(key.split(':')[0]), key.split(':')[1] as Lang);
    }
    return {
      gateway,
      users: Object.fromEntries(Object.entries(users).map(([id, langs]) => [id, [...langs]])),
      topics: [...topics].sort(),
    };
  };

  const write = async (publish: boolean): Promise<void> => {
    const text = JSON.stringify(record());
    await redis.set(`${PRESENCE_KEY_PREFIX}${gateway}`, text, 'PX', PRESENCE_TTL_MS);
    if (publish || text !== last) await redis.publish(PRESENCE_CHANNEL, text);
    last = text;
  };

  const timer = setInterval(() => void write(false).catch(() => undefined), REFRESH_MS);
  timer.unref();

  return {
    async announce(userId, lang) {
      announced.set(`${userId}:${lang}`, Date.now());
      await write(true).catch(() => undefined);
    },
    changed() {
      if (scheduled) return;
      scheduled = true;
      setImmediate(() => {
        scheduled = false;
        void write(false).catch(() => undefined);
      });
    },
    stop() {
      clearInterval(timer);
      void redis.del(`${PRESENCE_KEY_PREFIX}${gateway}`).catch(() => undefined);
    },
  };
};
