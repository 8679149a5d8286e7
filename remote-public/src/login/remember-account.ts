import { storage, STORAGE_KEY } from '@exchange/shared';

/**
 * Where the original kept the password in plain text when remember-me was ticked. Only ever
 * deleted here (docs/decisions.md#security-deviations: remember-me keeps the account only).
 */
export const LEGACY_PASSWORD_KEY = 'password';

/** Removes a password an older version of the site may have left in this browser. */
export const dropLegacyPassword = (): void => {
  try {
    window.localStorage.removeItem(LEGACY_PASSWORD_KEY);
  } catch {
    // Storage disabled: then nothing was stored either.
  }
};

/** The account to prefill, when remember-me was ticked at the last login. */
export const readRememberedAccount = (): string | null =>
  storage.get(STORAGE_KEY.remember) === '1' ? storage.get(STORAGE_KEY.accountNumber) || null : null;

/** Remember-me ticked: keep the account (never the password) for the next visit. */
export const rememberAccount = (account: string): void => {
  storage.set(STORAGE_KEY.remember, '1');
  storage.set(STORAGE_KEY.accountNumber, account);
  dropLegacyPassword();
};

/** Remember-me unticked: forget the account too. */
export const forgetRememberedAccount = (): void => {
  storage.remove(STORAGE_KEY.remember);
  storage.remove(STORAGE_KEY.accountNumber);
  dropLegacyPassword();
};
