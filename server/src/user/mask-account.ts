/** The parts of a user a masked account is made from. */
export type MaskableUser = { email: string | null; mobile: string | null; uid: string };

/**
 * "de***@exchange.local" or "202****0143": who a counterparty is, without the whole address.
 * Used wherever one user sees another (P2P orders, transfers by UID).
 */
export function maskAccount(person: MaskableUser): string {
  if (person.email) {
    const [local = '', domain = ''] = person.email.split('@');
    return `${local.slice(0, 2)}***@${domain}`;
  }
  if (person.mobile && person.mobile.length > 7) {
    return `${person.mobile.slice(0, 3)}****${person.mobile.slice(-4)}`;
  }
  return person.uid;
}
