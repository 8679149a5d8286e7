import { randomBytes } from 'node:crypto';
import type { Lang } from '../i18n/languages';
import { PRIVATE_TOPICS, pushTypeOf } from './topics';

/** One live-channel connection as the hub sees it (the socket details stay in live-channel.ts). */
export type HubClient = {
  readonly id: number;
  /** Bound by a successful `login` frame; null when anonymous. */
  userId: number | null;
  tokenHash: string | null;
  readonly topics: Set<string>;
  /** The connection's language (`?lang=` or the `lang` header of the upgrade); default en. */
  readonly lang?: Lang;
  /**
   * One frame of text. Pushes arrive as a UTF-8 Buffer encoded once for all their receivers
   * (not once per socket); control answers as a string.
   */
  send(text: string | Buffer): void;
};

export type PushPayload = Record<string, unknown>;
/** A private payload can depend on the connection's language (translated names). */
export type UserPayload = PushPayload | ((lang: Lang) => PushPayload);

export type Hub = {
  /**
   * This hub's stream identity, sent with every push and with every snapshot the client orders
   * pushes against (market/deal). Sequences start again at 1 with each server start; a new
   * epoch tells an open page to drop what it holds instead of waiting for the count to catch up.
   */
  readonly epoch: string;
  /** Sends `{type, topic, seq, epoch, ...payload}` to every subscriber of a public topic. Returns seq. */
  publish(topic: string, payload: PushPayload): number;
  /** Sends a private push to the owner's connections that subscribed to the topic. Returns seq. */
  publishToUser(userId: number, topic: string, payload: UserPayload): number;
  /**
   * Sends a push numbered elsewhere (a gateway relaying the core's stream, docs/architecture.md#scale-out):
   * the frame carries the given seq and epoch, and this hub's own counters are not touched.
   */
  relay(push: RelayedPush): void;
  connectionCount(): number;
  subscriberCount(topic: string): number;
  add(client: HubClient): void;
  remove(client: HubClient): void;
  subscribe(client: HubClient, topic: string): void;
  unsubscribe(client: HubClient, topic: string): void;
  /** Binds the connection to a user (a login frame); a different user loses the old private subs. */
  bind(client: HubClient, userId: number, tokenHash: string): void;
  /** Makes the connection anonymous again and drops its private subscriptions. */
  unbind(client: HubClient): void;
  /** Unbinds every connection logged in with this token (user/logout, revocation). */
  endSession(tokenHash: string): void;
  clients(): Iterable<HubClient>;
};

/** One push as the core numbered it; `userId` set for a private push. */
export type RelayedPush = {
  topic: string;
  seq: number;
  epoch: string;
  userId?: number;
  payload: UserPayload;
};

const RESERVED = new Set(['type', 'topic', 'seq', 'epoch']);

/** A new stream identity: random, so two starts within the same millisecond still differ. */
export const newEpoch = (): string => randomBytes(6).toString('base64url');

function frame(topic: string, seq: number, epoch: string, payload: PushPayload): string {
  const push: Record<string, unknown> = { type: pushTypeOf(topic), topic, seq, epoch };
  for (const [key, value] of Object.entries(payload)) {
    if (!RESERVED.has(key)) push[key] = value; // type/topic/seq/epoch always come from the hub
  }
  return JSON.stringify(push);
}

/**
 * Topic fan-out with a per-topic sequence number (docs/architecture.md#wire-contract): a client that sees a gap in
 * `seq` knows it missed a push and re-syncs from a snapshot. Private topics count per owner.
 */
export function createHub(epoch: string = newEpoch()): Hub {
  const all = new Set<HubClient>();
  const byTopic = new Map<string, Set<HubClient>>();
  // A private push finds its owner's connections here, not by scanning every subscriber of the
  // topic: every bot fill pushes to the bots, who have no connection at all.
  const byUser = new Map<number, Set<HubClient>>();
  const seqs = new Map<string, number>();

  const forget = (client: HubClient): void => {
    if (client.userId === null) return;
    const set = byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) byUser.delete(client.userId);
  };

  const nextSeq = (key: string): number => {
    const seq = (seqs.get(key) ?? 0) + 1;
    seqs.set(key, seq);
    return seq;
  };

  const unsubscribe = (client: HubClient, topic: string): void => {
    client.topics.delete(topic);
    const set = byTopic.get(topic);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) byTopic.delete(topic);
  };

  const unbind = (client: HubClient): void => {
    forget(client);
    client.userId = null;
    client.tokenHash = null;
    for (const topic of [...client.topics])
      if (PRIVATE_TOPICS.has(topic)) unsubscribe(client, topic);
  };

  const sendPublic = (
    topic: string,
    seq: number,
    pushEpoch: string,
    payload: PushPayload,
  ): void => {
    const subscribers = byTopic.get(topic);
    if (!subscribers || subscribers.size === 0) return;
    const data = Buffer.from(frame(topic, seq, pushEpoch, payload));
    for (const client of subscribers) client.send(data);
  };

  const sendPrivate = (
    userId: number,
    topic: string,
    seq: number,
    pushEpoch: string,
    payload: UserPayload,
  ): void => {
    const connections = byUser.get(userId);
    if (!connections) return;
    const texts = new Map<Lang | undefined, Buffer>();
    for (const client of connections) {
      if (!client.topics.has(topic)) continue;
      let text = texts.get(client.lang);
      if (text === undefined) {
        const body = typeof payload === 'function' ? payload(client.lang ?? 'en') : payload;
        text = Buffer.from(frame(topic, seq, pushEpoch, body));
        texts.set(client.lang, text);
      }
      client.send(text);
    }
  };

  return {
    epoch,
    publish(topic, payload) {
      const seq = nextSeq(topic);
      sendPublic(topic, seq, epoch, payload);
      return seq;
    },
    publishToUser(userId, topic, payload) {
      const seq = nextSeq(`${topic}#${userId}`);
      sendPrivate(userId, topic, seq, epoch, payload);
      return seq;
    },
    relay(push) {
      if (push.userId === undefined) {
        const body = typeof push.payload === 'function' ? push.payload('en') : push.payload;
        sendPublic(push.topic, push.seq, push.epoch, body);
      } else sendPrivate(push.userId, push.topic, push.seq, push.epoch, push.payload);
    },
    connectionCount: () => all.size,
    subscriberCount: (topic) => byTopic.get(topic)?.size ?? 0,
    add(client) {
      all.add(client);
    },
    remove(client) {
      all.delete(client);
      forget(client);
      for (const topic of [...client.topics]) unsubscribe(client, topic);
    },
    subscribe(client, topic) {
      client.topics.add(topic);
      let set = byTopic.get(topic);
      if (!set) byTopic.set(topic, (set = new Set()));
      set.add(client);
    },
    unsubscribe,
    bind(client, userId, tokenHash) {
      if (client.userId !== null && client.userId !== userId) unbind(client);
      client.userId = userId;
      client.tokenHash = tokenHash;
      let set = byUser.get(userId);
      if (!set) byUser.set(userId, (set = new Set()));
      set.add(client);
    },
    unbind,
    endSession(tokenHash) {
      for (const client of all) if (client.tokenHash === tokenHash) unbind(client);
    },
    clients: () => all,
  };
}
