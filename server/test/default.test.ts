import type { Area, SettingsMap } from '@exchange/shared/contract';
import { PUBLIC_SETTING_KEYS } from '@exchange/shared/contract';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('default/area_list', () => {
  it('lists the world with dialling codes', async () => {
    const answer = await server.get<Area[]>('default/area_list');
    expect(answer.code).toBe(1);
    const areas = answer.data;
    expect(areas.length).toBeGreaterThanOrEqual(200);
    expect(new Set(areas.map((area) => area.id)).size).toBe(areas.length);
    expect(new Set(areas.map((area) => area.name)).size).toBe(areas.length);
    for (const area of areas) {
      expect(Object.keys(area).sort()).toEqual(['global_code', 'id', 'name']);
      expect(area.global_code).toMatch(/^[1-9]\d{0,3}$/);
    }
    const code = (name: string): string | undefined =>
      areas.find((area) => area.name === name)?.global_code;
    expect(code('United Kingdom')).toBe('44');
    expect(code('United States')).toBe('1');
    expect(code('China')).toBe('86');
    expect(code('Japan')).toBe('81');
    expect(code('Brazil')).toBe('55');
    expect(code('Thailand')).toBe('66');
    expect(code('Vietnam')).toBe('84');
    expect(code('Germany')).toBe('49');
  });
});

describe('default/setting', () => {
  it('answers each key as a string', async () => {
    const expected: Record<string, string> = {
      login_use_sms: '0',
      popup_on: '1',
      contact_email: 'support@exchange.local',
      contact_mobile: '+1 555 0100',
      service_url: 'https://service.exchange.local/chat',
      app_download_url: 'https://exchange.local/app',
      mobile_url: '',
      usd_cny_rate: '7.1',
    };
    for (const [key, value] of Object.entries(expected)) {
      const answer = await server.get<string>('default/setting', { query: { key } });
      expect(answer).toEqual({ code: 1, msg: '', data: value });
    }
  });

  it('answers every public key without a key', async () => {
    const answer = await server.get<SettingsMap>('default/setting');
    expect(answer.code).toBe(1);
    expect(Object.keys(answer.data).sort()).toEqual([...PUBLIC_SETTING_KEYS].sort());
    expect(answer.data.popup_on).toBe('1');
  });

  it('refuses an unknown key with code 0', async () => {
    const answer = await server.get('default/setting', { query: { key: 'admin_password' } });
    expect(answer).toEqual({ code: 0, msg: 'Unknown setting: admin_password', data: null });
  });

  it('reads the settings table on every request (operators edit it in place)', async () => {
    server.db.prepare("UPDATE settings SET value = '0' WHERE key = 'popup_on'").run();
    const answer = await server.get<string>('default/setting', { query: { key: 'popup_on' } });
    expect(answer.data).toBe('0');
    server.db.prepare("UPDATE settings SET value = '1' WHERE key = 'popup_on'").run();
  });
});
