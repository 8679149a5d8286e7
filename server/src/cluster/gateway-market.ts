import type {
  DealAnswer,
  Depth,
  Quotation,
  QuoteGroup,
  TxComplete,
} from '@exchange/shared/contract';
import type { PushPayload } from '../ws/hub';

/** Recent trades a deal answer carries (the core's RECENT_TRADES). */
const RECENT_TRADES = 30;
/**
 * The pair lists' fixed columns (names, rules, fiat prices) are taken from the core again after
 * this long; their quotations follow the stream at once.
 */
export const GROUPS_MAX_AGE_MS = 10_000;

/** `GET /api/<path>` on the core: the envelope's data when its code is 1, else null. */
export type CoreReader = <T>(path: string) => Promise<T | null>;

/** A public push as the relay hands it over. */
export type PublicPush = { topic: string; seq: number; epoch: string; payload: PushPayload };

type PairState = {
  id: number;
  symbol: string;
  depth: Depth | null;
  seq: number;
  epoch: string;
  trades: TxComplete[];
  /** The last GLOBAL_TX seq seen: a jump means trades were missed. */
  txSeq: number | null;
  txEpoch: string;
  /** Answered from the core once and not missed anything since. */
  seeded: boolean;
};

type Counter = { seq: number; epoch: string } | null;

const newestFirst = (rows: TxComplete[]): TxComplete[] => {
  const byId = new Map<number, TxComplete>();
  for (const row of rows) byId.set(row.id, row);
  return [...byId.values()].sort((a, b) => b.id - a.id).slice(0, RECENT_TRADES);
};

const jumped = (last: Counter, seq: number, epoch: string): boolean =>
  last !== null && last.epoch === epoch && seq !== last.seq + 1;

/**
 * The public market reads a gateway answers itself (docs/architecture.md#scale-out): the
 * `market/deal` snapshot and the anonymous `market/currency_matches` lists, built from the
 * core's stream. A pair is taken from the core once (its recent trades and quotation predate the
 * gateway); from then on every relayed push keeps it current, so a snapshot carries exactly the
 * depth seq the gateway's own clients have received — never one ahead of the relay. A jump in a
 * GLOBAL_TX or DAY_MARKET seq (Redis trimmed or lost entries) sends the pairs back to the core.
 */
export class GatewayMarket {
  private readonly pairs = new Map<number, PairState>();
  private readonly quotes = new Map<number, Quotation>();
  /** Bumped by every streamed quotation: an answer fetched meanwhile does not overwrite it. */
  private readonly quoteVersions = new Map<number, number>();
  private lastDay: Counter = null;
  private readonly seeding = new Map<number, Promise<boolean>>();
  private groups: { answer: QuoteGroup[]; at: number } | null = null;
  private groupsLoading: Promise<void> | null = null;
  private reads = 0;

  constructor(
    private readonly readCore: CoreReader,
    private readonly now: () => number = Date.now,
  ) {}

  /** Calls made to the core so far (tests watch that a seeded pair costs none). */
  coreReads(): number {
    return this.reads;
  }

  /** Folds one relayed public push into the state; other topics are ignored. */
  take(push: PublicPush): void {
    const { topic, seq, epoch, payload } = push;
    if (topic === 'DAY_MARKET') {
      if (jumped(this.lastDay, seq, epoch)) this.forgetQuotes();
      this.lastDay = { seq, epoch };
      const id = Number(payload.currency_match_id);
      this.quotes.set(id, payload.quotation as Quotation);
      this.quoteVersions.set(id, (this.quoteVersions.get(id) ?? 0) + 1);
      return;
    }
    const isDepth = topic.startsWith('MARKET_DEPTH.');
    if (!isDepth && !topic.startsWith('GLOBAL_TX.')) return;
    const pair = this.pairOf(Number(payload.currency_match_id), String(payload.symbol));
    if (isDepth) {
      if (pair.depth === null || pair.epoch !== epoch || seq > pair.seq) {
        pair.depth = payload.depth as Depth;
        pair.seq = seq;
        pair.epoch = epoch;
      }
      return;
    }
    const last = pair.txSeq === null ? null : { seq: pair.txSeq, epoch: pair.txEpoch };
    if (jumped(last, seq, epoch)) pair.seeded = false;
    pair.txSeq = seq;
    pair.txEpoch = epoch;
    pair.trades = newestFirst([...(payload.completes as TxComplete[]), ...pair.trades]);
  }

  /** The `market/deal` answer of a pair, or null when the core could not be asked (forward). */
  async deal(pairId: number): Promise<DealAnswer | null> {
    const known = this.pairs.get(pairId);
    if (!known?.seeded && !(await this.seed(pairId))) return null;
    const pair = this.pairs.get(pairId);
    const quotation = this.quotes.get(pairId);
    if (!pair?.depth || !quotation) return null;
    return {
      currency_match_id: pair.id,
      symbol: pair.symbol,
      quotation,
      depth: pair.depth,
      tx_completes: pair.trades,
      seq: pair.seq,
      epoch: pair.epoch,
    };
  }

  /** The anonymous `market/currency_matches` answer with the stream's quotations, or null. */
  async quoteGroups(): Promise<QuoteGroup[] | null> {
    if (!this.groups) await this.loadGroups();
    else if (this.now() - this.groups.at > GROUPS_MAX_AGE_MS) void this.loadGroups();
    if (!this.groups) return null;
    return this.groups.answer.map((group) => ({
      ...group,
      matches: group.matches.map((match) => ({
        ...match,
        currency_quotation: this.quotes.get(match.id) ?? match.currency_quotation,
      })),
    }));
  }

  private pairOf(id: number, symbol: string): PairState {
    let pair = this.pairs.get(id);
    if (!pair) {
      pair = {
        id,
        symbol,
        depth: null,
        seq: 0,
        epoch: '',
        trades: [],
        txSeq: null,
        txEpoch: '',
        seeded: false,
      };
      this.pairs.set(id, pair);
    }
    return pair;
  }

  private forgetQuotes(): void {
    for (const pair of this.pairs.values()) pair.seeded = false;
    this.groups = null;
  }

  /** A quotation from a core answer, unless the stream brought a newer one meanwhile. */
  private adoptQuote(id: number, quotation: Quotation, versionAtStart: number): void {
    if ((this.quoteVersions.get(id) ?? 0) === versionAtStart) this.quotes.set(id, quotation);
  }

  private seed(pairId: number): Promise<boolean> {
    const running = this.seeding.get(pairId);
    if (running) return running;
    const task = (async (): Promise<boolean> => {
      const versionAtStart = this.quoteVersions.get(pairId) ?? 0;
      this.reads += 1;
      const answer = await this.readCore<DealAnswer>(`market/deal?currency_match_id=${pairId}`);
      if (!answer) return false;
      const pair = this.pairOf(answer.currency_match_id, answer.symbol);
      // Pushes relayed while the call was out are already folded in; keep the newer book.
      if (pair.depth === null || pair.epoch !== answer.epoch || answer.seq > pair.seq) {
        pair.depth = answer.depth;
        pair.seq = answer.seq;
        pair.epoch = answer.epoch;
      }
      pair.trades = newestFirst([...pair.trades, ...answer.tx_completes]);
      this.adoptQuote(pairId, answer.quotation, versionAtStart);
      pair.seeded = true;
      return true;
    })()
      .catch(() => false)
      .finally(() => this.seeding.delete(pairId));
    this.seeding.set(pairId, task);
    return task;
  }

  private loadGroups(): Promise<void> {
    this.groupsLoading ??= (async (): Promise<void> => {
      const versions = new Map(this.quoteVersions);
      this.reads += 1;
      const answer = await this.readCore<QuoteGroup[]>('market/currency_matches');
      if (!answer) return;
      for (const match of answer.flatMap((group) => group.matches)) {
        this.adoptQuote(match.id, match.currency_quotation, versions.get(match.id) ?? 0);
      }
      this.groups = { answer, at: this.now() };
    })()
      .catch(() => undefined)
      .finally(() => {
        this.groupsLoading = null;
      });
    return this.groupsLoading;
  }
}
