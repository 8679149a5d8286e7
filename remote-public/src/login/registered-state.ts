import type { AccountChannel } from '../auth-form/validation';

/** What the register page hands the login page: the new account, filled in for the first login. */
export type RegisteredState = { registered: { account: string; channel: AccountChannel } };

/** The registration handed over in the router state, if the login page was opened that way. */
export const registeredFrom = (state: unknown): RegisteredState['registered'] | null => {
  const registered = (state as Partial<RegisteredState> | null)?.registered;
  if (!registered || typeof registered.account !== 'string' || !registered.account) return null;
  return registered.channel === 'mobile' || registered.channel === 'email' ? registered : null;
};
