import type { PushType } from '@exchange/shared/contract';

/** Topics served only to a logged-in connection, and pushed to their owner only. */
export const PRIVATE_TOPICS: ReadonlySet<string> = new Set([
  'TX_MATCHED',
  'TX_SUBMIT',
  'LEVER_TRADE',
  'LEVER_CLOSED',
  'MICRO_CLOSED',
]);

/** Public per-pair topics: `<PREFIX>.<BASE/QUOTE>`. */
const PAIR_TOPIC_PREFIXES: ReadonlySet<string> = new Set(['MARKET_DEPTH', 'GLOBAL_TX', 'KLINE']);

export type TopicKind = 'public' | 'private';

/** Which kind of topic this is, or null when the server does not serve it. */
export function classifyTopic(
  topic: string,
  isKnownSymbol: (symbol: string) => boolean,
): TopicKind | null {
  if (topic === 'DAY_MARKET') return 'public';
  if (PRIVATE_TOPICS.has(topic)) return 'private';
  const dot = topic.indexOf('.');
  if (dot < 0) return null;
  const prefix = topic.slice(0, dot);
  const symbol = topic.slice(dot + 1);
  return PAIR_TOPIC_PREFIXES.has(prefix) && isKnownSymbol(symbol) ? 'public' : null;
}

/** The push `type` of a topic: the part before the first dot. */
export function pushTypeOf(topic: string): PushType {
  const dot = topic.indexOf('.');
  return (dot < 0 ? topic : topic.slice(0, dot)) as PushType;
}
