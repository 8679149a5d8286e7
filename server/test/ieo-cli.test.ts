import type { IEOProjectsAnswer } from '@exchange/shared/contract/ieo';
import { operator } from './assets-helpers';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

const ADD = [
  'ieo',
  'add',
  '--code',
  'ZEN',
  '--name',
  'Zen Protocol',
  '--decimals',
  '2',
  '--price',
  '0.25',
  '--total',
  '5000',
  '--min',
  '1',
  '--max',
  '500',
  '--start',
  '2020-01-01T00:00:00Z',
  '--end',
  '2099-01-01T00:00:00Z',
];

describe('pnpm operator ieo', () => {
  it('the seed has one project of each state, each token a currency', async () => {
    const listed = operator(server, 'ieo', 'list');
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/NOVA\s+"Nova Chain"\s+subscribing/);
    expect(listed.out).toMatch(/ORB\s+"Orbit Network"\s+upcoming/);
    expect(listed.out).toMatch(/MRD\s+"Meridian"\s+ended/);
    const codes = server.db
      .prepare("SELECT code FROM currencies WHERE code IN ('NOVA', 'ORB', 'MRD') ORDER BY code")
      .pluck()
      .all();
    expect(codes).toEqual(['MRD', 'NOVA', 'ORB']);
    const answer = await server.get<IEOProjectsAnswer>('ieo/projects');
    expect(answer.data.projects.map((p) => [p.code, p.state])).toEqual([
      ['NOVA', 'subscribing'],
      ['ORB', 'upcoming'],
      ['MRD', 'ended'],
    ]);
  });

  it('adds a project with a new token; the server lists it at once', async () => {
    const added = operator(server, ...ADD);
    expect(added).toMatchObject({ code: 0, err: '' });
    expect(added.out).toMatch(/added IEO project #\d+ \(ZEN\)/);
    expect(operator(server, 'ieo', 'list').out).toMatch(
      /ZEN\s+"Zen Protocol"\s+subscribing\s+price 0\.25 USDT\s+sold 0 \/ 5000\s+per user 1-500/,
    );
    const answer = await server.get<IEOProjectsAnswer>('ieo/projects');
    expect(answer.data.projects.find((p) => p.code === 'ZEN')).toMatchObject({
      name: 'Zen Protocol',
      decimals: 2,
      price: '0.25',
      total: '5000',
      state: 'subscribing',
    });
    // A second project of the same token is refused.
    expect(operator(server, ...ADD)).toMatchObject({ code: 1, err: 'ZEN already has a project' });
  });

  it('refuses bad input and changes nothing', () => {
    const count = (): unknown =>
      server.db.prepare('SELECT COUNT(*) FROM ieo_projects').pluck().get();
    const before = count();
    const withOption = (name: string, value: string): string[] => {
      const args = [...ADD];
      if (args.includes(name)) args[args.indexOf(name) + 1] = value;
      else args.push(name, value);
      args[args.indexOf('--code') + 1] = 'NEWT';
      return args;
    };
    const cases: Array<[string[], string]> = [
      [withOption('--price', '-1'), 'price must be a positive decimal with at most 8 places'],
      [withOption('--min', '600'), 'min must not exceed max'],
      [withOption('--max', '6000'), 'max must not exceed total'],
      [withOption('--end', '2019-01-01T00:00:00Z'), 'end must be after start'],
      [
        withOption('--start', 'tomorrow'),
        '--start and --end are ISO dates, e.g. 2026-12-01T08:00:00Z',
      ],
      [withOption('--total', '5000.123'), 'total has more than 2 decimals (NEWT)'],
      [
        withOption('--logo', 'javascript:alert(1)'),
        'logo is an http(s) URL, a site path or a data:image URL',
      ],
      [['ieo', 'add', '--code', 'NEWT'], '--price is required'],
    ];
    for (const [args, message] of cases) {
      expect(operator(server, ...args)).toMatchObject({ code: 1, err: message });
    }
    expect(count()).toBe(before);
    expect(
      server.db.prepare("SELECT COUNT(*) FROM currencies WHERE code = 'NEWT'").pluck().get(),
    ).toBe(0);
  });
});
