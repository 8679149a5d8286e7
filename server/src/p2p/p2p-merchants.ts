import type { P2PAgent, P2PMe, P2PMerchantStatus } from '@exchange/shared/contract/p2p';
import { sqlTimestamp } from '../db/sql-time';
import { ApiError } from '../http/api-error';
import { hasPayPassword } from '../personal/pay-password';
import { P2P_MERCHANT_NAME_MAX } from './p2p-constants';
import type { P2PDeps } from './p2p-deps';
import { buyBlockedUntil } from './p2p-orders';
import { utcDayStart } from './p2p-rules';
import type { MerchantRow } from './p2p-store';
import { statsOf } from './p2p-view';

/** Merchant applications, the operator's decision, agents, and the caller's `p2p/me`. */
export class P2PMerchantService {
  constructor(private readonly deps: P2PDeps) {}

  status(userId: number): P2PMerchantStatus {
    const row = this.deps.store.merchant(userId);
    if (!row) return { status: 'none', name: '', reason: '' };
    return { status: row.status, name: row.name, reason: row.reason };
  }

  /** A verified user with a receiving method applies with a store name (1..30 characters). */
  apply(userId: number, name: unknown): MerchantRow {
    const { deps } = this;
    if (!deps.people.isVerified(userId)) throw new ApiError('p2pNotVerified');
    if (deps.people.payMethodCodes(userId).length === 0) {
      throw new ApiError('p2pPayMethodRequired');
    }
    const text = typeof name === 'string' ? name.trim() : '';
    if (text === '') throw new ApiError('p2pMerchantNameRequired');
    if (text.length > P2P_MERCHANT_NAME_MAX) {
      throw new ApiError('p2pMerchantNameTooLong', { max: P2P_MERCHANT_NAME_MAX });
    }
    return deps.db.transaction((): MerchantRow => {
      const current = deps.store.merchant(userId);
      if (current?.status === 'pending') throw new ApiError('p2pApplicationPending');
      if (current?.status === 'approved') throw new ApiError('p2pAlreadyMerchant');
      deps.store.upsertApplication(userId, text, deps.now());
      return deps.store.merchant(userId) as MerchantRow;
    })();
  }

  /** The operator's decision on a pending application; approval sets users.is_seller. */
  decide(userId: number, decision: 'approved' | 'rejected', reason = ''): boolean {
    const { db } = this.deps;
    return db.transaction((): boolean => {
      const changed = db
        .prepare(
          `UPDATE p2p_merchants SET status = ?, reason = ?, decided_ms = ?
            WHERE user_id = ? AND status = 'pending'`,
        )
        .run(decision, reason, this.deps.now(), userId).changes;
      if (changed === 0) return false;
      if (decision === 'approved') {
        db.prepare('UPDATE users SET is_seller = 1 WHERE id = ?').run(userId);
      }
      return true;
    })();
  }

  agents(merchantId: number): P2PAgent[] {
    return this.deps.store.agentsOf(merchantId).map((row) => ({
      uid: this.deps.people.uid(row.agent_id),
      name: this.deps.people.name(row.agent_id),
      added_at: sqlTimestamp(new Date(row.added_ms)),
    }));
  }

  /** Adds an agent by UID and that user's authorization code; a wrong pair is refused. */
  addAgent(merchantId: number, uid: unknown, code: unknown): P2PAgent[] {
    const { deps } = this;
    const agent = typeof uid === 'string' ? deps.people.byUid(uid.trim()) : undefined;
    const given = typeof code === 'string' ? code.trim() : '';
    // One answer for an unknown UID and a wrong code: nothing tells which UIDs exist.
    if (!agent || !agent.authorization_code || agent.authorization_code !== given) {
      throw new ApiError('p2pAgentCodeWrong');
    }
    if (agent.id === merchantId) throw new ApiError('p2pAgentSelf');
    deps.db.transaction(() => {
      if (deps.store.isAgent(merchantId, agent.id)) throw new ApiError('p2pAgentExists');
      deps.store.addAgent(merchantId, agent.id, deps.now());
    })();
    return this.agents(merchantId);
  }

  removeAgent(merchantId: number, uid: unknown): P2PAgent[] {
    const agent = typeof uid === 'string' ? this.deps.people.byUid(uid.trim()) : undefined;
    if (!agent || !this.deps.store.removeAgent(merchantId, agent.id)) {
      throw new ApiError('p2pAgentNotFound');
    }
    return this.agents(merchantId);
  }

  me(userId: number): P2PMe {
    const { deps } = this;
    const person = deps.people.person(userId);
    return {
      uid: person?.uid ?? '',
      verified: deps.people.isVerified(userId),
      is_merchant: person?.is_seller === 1,
      agent_of: deps.store
        .merchantsOfAgent(userId)
        .map((id) => ({ uid: deps.people.uid(id), name: deps.people.name(id) })),
      has_pay_methods: deps.people.payMethodCodes(userId).length > 0,
      has_pay_password: hasPayPassword(deps.db, userId),
      cancels_today: deps.store.buyerCancels(userId, utcDayStart(deps.now())),
      buy_blocked_until: buyBlockedUntil(deps, userId),
      ...statsOf(deps, userId),
    };
  }
}
