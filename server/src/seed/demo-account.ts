/** The account a fresh database comes with (printed by main.ts, used by tests and demos). */
export const DEMO_EMAIL = 'demo@exchange.local';
export const DEMO_PASSWORD = 'demo1234';
/** The same account can log in by mobile: country code 1, number 2025550143. */
export const DEMO_COUNTRY_CODE = '1';
export const DEMO_MOBILE = '2025550143';
