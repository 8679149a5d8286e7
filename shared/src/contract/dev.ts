/**
 * Demo/test extras, not part of the product API. `GET /dev/outbox?to=<address>` (only when
 * the server runs with DEMO=1) answers `OutboxEntry[]`, newest first: the verification codes
 * the server would have e-mailed or texted.
 */
export type OutboxEntry = {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  /** Verification type code (CODE_TYPE): 1 register, 2 forgot password, 3 trade password, 4 bind e-mail, 5 login, 6 bind withdrawal address, 7 bind mobile. */
  type: number;
  code: string;
  /** `YYYY-MM-DD HH:mm:ss`, UTC. */
  created_at: string;
};
