import fc from 'fast-check';
import { resolveLang } from '../../src/i18n/languages';
import type { TestServer } from '../support/test-server';
import { judge, untranslated, type Outcome } from './checks';
import { StateWatch } from './db-digest';
import { authorization, send } from './http-send';
import { requestArb, type FuzzRequest } from './requests';
import { ROUTE_SPECS, type RouteSpec } from './route-table';
import { createWorld } from './world';

export type FuzzOptions = {
  /** Generated requests per route (HEAD twins get a quarter). */
  runs: number;
  seed: number;
  /** Every n-th non-English refusal is replayed in English to compare the texts. */
  replayEvery?: number;
};

export type RouteStats = {
  route: string;
  requests: number;
  outcomes: Partial<Record<Outcome, number>>;
  status5xx: number;
  problems: number;
  ms: number;
};

export type Finding = { route: string; problem: string; request: string; msg?: string };

export type FuzzReport = {
  seed: number;
  runs: number;
  routes: RouteStats[];
  /** Routes of the server's table without an entry in ROUTE_SPECS. */
  missing: string[];
  /** ROUTE_SPECS entries the server does not have (renamed or removed routes). */
  stale: string[];
  /** The first few examples of each distinct problem. */
  findings: Finding[];
  problemCount: number;
  ms: number;
};

const EXAMPLES_PER_PROBLEM = 3;

/** FUZZ_SEED when set (replay), else a fresh one; printed by the callers. */
export function fuzzSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.FUZZ_SEED?.trim();
  if (given) {
    const seed = Number(given);
    if (!Number.isSafeInteger(seed)) throw new Error(`FUZZ_SEED must be an integer: ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}

/** A per-route seed, so one route's sequence does not depend on the routes before it. */
function routeSeed(seed: number, route: string): number {
  let hash = seed | 0;
  for (const char of route) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

function describeRequest(request: FuzzRequest): string {
  const body = request.body
    ? ` body(${request.body.length} B)=${request.body.subarray(0, 300).toString('utf8')}`
    : '';
  return (
    `${request.method} ${request.path.slice(0, 300)} [${request.variant}] token=${request.token}` +
    `${request.garbageToken !== undefined ? `(${JSON.stringify(request.garbageToken)})` : ''}` +
    ` lang=${String(request.lang)} content-type=${String(request.contentType)}` +
    `${request.headers ? ` headers=${JSON.stringify(request.headers)}` : ''}${body}`
  );
}

/** The route table entry of a route; HEAD twins use their GET entry. */
function specOf(method: string, url: string): RouteSpec | undefined {
  return ROUTE_SPECS[`${method === 'HEAD' ? 'GET' : method} ${url}`];
}

/**
 * Fuzzes every `/api` route of the running server's own route table (issue 16 item 2): see
 * bench/README.md ("API fuzz"). Problems are collected, not thrown, so one run reports them all.
 */
export async function fuzzApi(server: TestServer, options: FuzzOptions): Promise<FuzzReport> {
  const started = Date.now();
  const routes = server
    .routes()
    .filter((route) => route.url === '/api' || route.url.startsWith('/api/'))
    .filter(
      (route, index, all) =>
        all.findIndex((other) => other.method === route.method && other.url === route.url) ===
        index,
    );
  const keys = new Set(routes.map((route) => `${route.method} ${route.url}`));
  const missing = routes
    .filter((route) => !specOf(route.method, route.url))
    .map((route) => `${route.method} ${route.url}`);
  const stale = Object.keys(ROUTE_SPECS).filter((key) => !keys.has(key));

  const world = await createWorld(server);
  const watch = new StateWatch(server.db);
  const replayEvery = options.replayEvery ?? 5;
  const findings: Finding[] = [];
  const seen = new Map<string, number>();
  let problemCount = 0;
  let refusalsToReplay = 0;
  const stats: RouteStats[] = [];

  for (const { method, url } of routes) {
    const spec = specOf(method, url);
    if (!spec) continue;
    const route = `${method} ${url}`;
    const row: RouteStats = { route, requests: 0, outcomes: {}, status5xx: 0, problems: 0, ms: 0 };
    stats.push(row);
    const routeStarted = Date.now();

    const report = (problem: string, request: FuzzRequest, msg?: string): void => {
      problemCount += 1;
      row.problems += 1;
      const key = `${route}|${problem.replace(/\d+/g, 'N')}`;
      const count = seen.get(key) ?? 0;
      seen.set(key, count + 1);
      if (count < EXAMPLES_PER_PROBLEM) {
        findings.push({
          route,
          problem,
          request: describeRequest(request),
          ...(msg ? { msg } : {}),
        });
      }
    };

    const exercise = async (request: FuzzRequest, lang = request.lang): Promise<void> => {
      const token = authorization(request, world);
      watch.sync();
      row.requests += 1;
      let answer;
      try {
        answer = await send(server.url, request, token, lang);
      } catch (error) {
        report(`no answer: ${(error as Error).message}`, request);
        return;
      }
      if (answer.status >= 500) row.status5xx += 1;
      const verdict = judge(answer, request.method, spec.shape, lang);
      row.outcomes[verdict.outcome] = (row.outcomes[verdict.outcome] ?? 0) + 1;
      for (const problem of verdict.problems) report(problem, request, verdict.msg);
      const changed = watch.changedTables();
      if (verdict.refused && changed.length > 0) {
        report(`refusal changed ${changed.join(', ')}`, request, verdict.msg);
      }
      const asked = resolveLang(lang);
      if (!verdict.refused || asked === 'en' || lang !== request.lang) return;
      refusalsToReplay += 1;
      if (refusalsToReplay % replayEvery !== 0) return;
      // The same request in English: a refusal with the same key must read differently.
      watch.sync();
      const englishAnswer = await send(server.url, request, authorization(request, world), 'en');
      row.requests += 1;
      const english = judge(englishAnswer, request.method, spec.shape, 'en');
      row.outcomes[english.outcome] = (row.outcomes[english.outcome] ?? 0) + 1;
      const problem = untranslated(asked, verdict, english);
      if (problem) report(problem, request, verdict.msg);
      const changedByReplay = watch.changedTables();
      if (english.refused && changedByReplay.length > 0) {
        report(`refusal changed ${changedByReplay.join(', ')}`, request, english.msg);
      }
    };

    await fc.assert(
      fc.asyncProperty(requestArb(method, url, spec, world), async (request) => {
        await exercise(request);
      }),
      {
        seed: routeSeed(options.seed, route),
        numRuns: method === 'HEAD' ? Math.max(1, Math.ceil(options.runs / 4)) : options.runs,
      },
    );
    row.ms = Date.now() - routeStarted;
  }

  return {
    seed: options.seed,
    runs: options.runs,
    routes: stats,
    missing,
    stale,
    findings,
    problemCount,
    ms: Date.now() - started,
  };
}

const COLUMNS: Outcome[] = [
  'code 0',
  'code 999',
  'code 1',
  'legacy error',
  'legacy ok',
  'HEAD 200',
  'not 200',
  'not the envelope',
];

/** The printed table: requests and outcomes per route, totals, time, and the findings. */
export function formatReport(report: FuzzReport): string {
  const head = ['route', 'requests', ...COLUMNS, '5xx', 'problems', 'ms'];
  const rows = report.routes.map((row) => [
    row.route,
    String(row.requests),
    ...COLUMNS.map((column) => String(row.outcomes[column] ?? 0)),
    String(row.status5xx),
    String(row.problems),
    String(row.ms),
  ]);
  const sum = (pick: (row: RouteStats) => number): string =>
    String(report.routes.reduce((total, row) => total + pick(row), 0));
  rows.push([
    `total (${report.routes.length} routes)`,
    sum((row) => row.requests),
    ...COLUMNS.map((column) => sum((row) => row.outcomes[column] ?? 0)),
    sum((row) => row.status5xx),
    String(report.problemCount),
    String(report.ms),
  ]);
  const widths = head.map((title, index) =>
    Math.max(title.length, ...rows.map((row) => row[index].length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, index) =>
        index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]),
      )
      .join('  ');
  const lines = [
    `API fuzz: seed ${report.seed} (replay with FUZZ_SEED=${report.seed}), ${report.runs} runs per route`,
    line(head),
    ...rows.map(line),
  ];
  if (report.missing.length > 0) {
    lines.push(
      `routes without a fuzz entry (add them to server/test/fuzz/route-table.ts): ${report.missing.join(', ')}`,
    );
  }
  if (report.stale.length > 0)
    lines.push(`fuzz entries without a route: ${report.stale.join(', ')}`);
  for (const finding of report.findings) {
    lines.push(
      `PROBLEM ${finding.route}: ${finding.problem}${finding.msg ? ` (msg "${finding.msg}")` : ''}\n    ${finding.request}`,
    );
  }
  return lines.join('\n');
}
