export type Area = {
  id: number;
  name: string;
  /** Dialling code without "+", e.g. "44". */
  global_code: string;
};

/** Keys answered by `default/setting` (docs/product.md#public-and-spot-calls), plus `mobile_url` (mobile redirect target). */
export const SETTING_KEYS = [
  'login_use_sms',
  'contact_mobile',
  'contact_email',
  'service_url',
  'popup_on',
  'app_download_url',
  'mobile_url',
] as const;

export type SettingKey = (typeof SETTING_KEYS)[number];

/**
 * Every key `default/setting` answers: the keys above plus `usd_cny_rate` (CNY per USD, used
 * for the cny_price of pairs). `default/setting` without a key answers all of them.
 */
export const PUBLIC_SETTING_KEYS = [...SETTING_KEYS, 'usd_cny_rate'] as const;

export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

/** `default/setting` without `key`: every public setting as a string. */
export type SettingsMap = Record<PublicSettingKey, string>;
