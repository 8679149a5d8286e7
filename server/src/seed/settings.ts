import type { SettingsMap } from '@exchange/shared/contract';

/** Settings of a fresh database, with a note an operator sees next to each row. */
export const DEFAULT_SETTINGS: ReadonlyArray<{
  key: keyof SettingsMap;
  value: string;
  description: string;
}> = [
  { key: 'login_use_sms', value: '0', description: '1 = login asks for a verification code' },
  {
    key: 'contact_mobile',
    value: '+1 555 0100',
    description: 'Footer contact phone ("" hides it)',
  },
  {
    key: 'contact_email',
    value: 'support@exchange.local',
    description: 'Footer contact e-mail ("" hides it)',
  },
  {
    key: 'service_url',
    value: 'https://service.exchange.local/chat',
    description: 'Online-service link (footer QR code, floating button)',
  },
  { key: 'popup_on', value: '1', description: '1 = show the system notification popup on home' },
  {
    key: 'app_download_url',
    value: 'https://exchange.local/app',
    description: 'App download link (home QR code)',
  },
  { key: 'mobile_url', value: '', description: 'Mobile site for small screens ("" = none)' },
  { key: 'usd_cny_rate', value: '7.1', description: 'CNY per USD for the cny_price conversions' },
];
