import type { SettingsMap } from '@exchange/shared/contract';

/** Settings of a fresh database, with a note an operator sees next to each row. */
export const DEFAULT_SETTINGS: ReadonlyArray<{
  /** Public keys (SettingsMap) and server-side ones such as the P2P market's `p2p_*`. */
  key: keyof SettingsMap | `p2p_${string}`;
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
  // The P2P market (docs/p2p.md#settings-settings-table-operator-editable).
  { key: 'p2p_assets', value: 'USDT,BTC,ETH', description: 'P2P: tradable assets (codes)' },
  { key: 'p2p_fiats', value: 'USD,THB,CNY,EUR', description: 'P2P: fiat currencies' },
  {
    key: 'p2p_fiat_rates',
    value: 'USD:1,THB:35,CNY:7.2,EUR:0.92',
    description: 'P2P: units of each fiat per USD',
  },
  { key: 'p2p_min_order_usd', value: '10', description: 'P2P: smallest per-order minimum, USD' },
  {
    key: 'p2p_price_guard_percent',
    value: '20',
    description: 'P2P: allowed distance of an ad price from the reference price, percent',
  },
  {
    key: 'p2p_confirm_minutes',
    value: '60',
    description: 'P2P: minutes the seller has to confirm after paid',
  },
  { key: 'p2p_delay_minutes', value: '30', description: 'P2P: minutes one delay adds' },
  {
    key: 'p2p_cancel_limit',
    value: '3',
    description: 'P2P: buyer cancellations in one UTC day that stop buying until the day ends',
  },
];
