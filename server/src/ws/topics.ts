import type { PushType } from '@exchange/shared/contract';

/** Topics served only to a logged-in connection, and pushed to their owner only. */
export const PRIVATE_TOPICS: ReadonlySet<string> = new Set([
  'TX_MATCHED',
  'TX_SUBMIT',
  'LEVER_TRADE',
  'LEVER_CLOSED',
  'MICRO_CLOSED',
  'ACCOUNT_BALANCE',
  'P2P_ORDER',
  'P2P_MESSAGE',
]);

/** Public: the operator manifest changed (remotes-watch.ts). */
export const REMOTES_TOPIC = 'REMOTES';

/** Public per-pair topics: `<PREFIX>.<BASE/QUOTE>`. */
const PAIR_TOPIC_PREFIXES: ReadonlySet<string> = new Set(['MARKET_DEPTH', 'GLOBAL_TX', 'KLINE']);

export type TopicKind = 'public' | 'private';

export type ServedTopic = { kind: TopicKind; topic: string };

/**
 * Which kind of topic this is and its canonical name, or null when the server does not serve
 * it. Topics match case-insensitively (`market_depth.btc/usdt` is `MARKET_DEPTH.BTC/USDT`):
 * the canonical upper-case name is what the hub subscribes, so a subscription typed in any
 * case receives the pushes, which are published under the canonical name.
 */
export function classifyTopic(
  requested: string,
  isKnownSymbol: (symbol: string) => boolean,
): ServedTopic | null {
  const topic = requested.toUpperCase();
  if (topic === 'DAY_MARKET' || topic === REMOTES_TOPIC) return { kind: 'public', topic };
  if (PRIVATE_TOPICS.has(topic)) return { kind: 'private', topic };
  const dot = topic.indexOf('.');
  if (dot < 0) return null;
  const prefix = topic.slice(0, dot);
  const symbol = topic.slice(dot + 1);
  return PAIR_TOPIC_PREFIXES.has(prefix) && isKnownSymbol(symbol)
    ? { kind: 'public', topic }
    : null;
}

/** The push `type` of a topic: the part before the first dot. */
export function pushTypeOf(topic: string): PushType {
  const dot = topic.indexOf('.');
  return (dot < 0 ? topic : topic.slice(0, dot)) as PushType;
}
