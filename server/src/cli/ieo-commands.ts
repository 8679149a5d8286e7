import type { Database } from 'better-sqlite3';
import { addProject, ProjectInputError } from '../ieo/ieo-projects';
import { createIEOService } from '../ieo/ieo-service';

/** Usage lines of the IEO commands (operator.ts prints them with its own). */
export const IEO_USAGE = [
  '  ieo list                                 IEO projects with state, price, sold / total',
  '  ieo add --code C --price P --total T --min A --max B --start ISO --end ISO',
  '          [--name "Token"] [--decimals 4] [--logo URL] [--description "…"]',
  '                                           add a project (a new code also adds the currency)',
];

export const IEO_COMMANDS = ['list', 'add'];

type Io = { out: (line: string) => void; err: (line: string) => void };

const ADD_OPTIONS = [
  '--code',
  '--name',
  '--decimals',
  '--logo',
  '--description',
  '--price',
  '--total',
  '--min',
  '--max',
  '--start',
  '--end',
];

/** An ISO date-time ("2026-12-01T08:00:00Z") as epoch ms, or NaN. */
const timeOf = (value: string | undefined): number =>
  value === undefined || !/^\d{4}-\d{2}-\d{2}/.test(value) ? Number.NaN : Date.parse(value);

/**
 * `pnpm operator ieo list|add`. Adding goes through the same checks as the seed
 * (ieo-projects.ts), in one transaction; the running server lists the project on its next read.
 */
export function runIEOCommand(db: Database, args: string[], io: Io): number {
  const [action, ...rest] = args;
  const fail = (message: string): number => {
    io.err(message);
    return 1;
  };
  if (action === 'list') {
    const ieo = createIEOService(db);
    const projects = ieo.list();
    if (projects.length === 0) io.out('no IEO projects');
    for (const p of projects) {
      io.out(
        [
          `#${p.id}`,
          p.code,
          `"${p.name}"`,
          p.state,
          `price ${p.price} USDT`,
          `sold ${p.sold} / ${p.total}`,
          `per user ${p.min_per_user}-${p.max_per_user}`,
          `${new Date(p.start_ms).toISOString()} → ${new Date(p.end_ms).toISOString()}`,
        ].join('  '),
      );
    }
    return 0;
  }
  // add
  const values = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i];
    const value = rest[i + 1];
    if (!ADD_OPTIONS.includes(name)) return fail(`unknown option ${name}`);
    if (value === undefined) return fail(`${name} needs a value`);
    values.set(name, value);
  }
  for (const name of ['--code', '--price', '--total', '--min', '--max', '--start', '--end']) {
    if (!values.has(name)) return fail(`${name} is required`);
  }
  const decimals = values.get('--decimals');
  if (decimals !== undefined && !/^\d$/.test(decimals)) {
    return fail('--decimals is a whole number from 0 to 8');
  }
  const startMs = timeOf(values.get('--start'));
  const endMs = timeOf(values.get('--end'));
  if (Number.isNaN(startMs) || Number.isNaN(endMs)) {
    return fail('--start and --end are ISO dates, e.g. 2026-12-01T08:00:00Z');
  }
  try {
    const id = addProject(db, {
      code: values.get('--code') ?? '',
      name: values.get('--name'),
      decimals: decimals === undefined ? undefined : Number(decimals),
      logo: values.get('--logo'),
      description: values.get('--description'),
      price: values.get('--price') ?? '',
      total: values.get('--total') ?? '',
      min: values.get('--min') ?? '',
      max: values.get('--max') ?? '',
      startMs,
      endMs,
    });
    io.out(`added IEO project #${id} (${(values.get('--code') ?? '').toUpperCase()})`);
    return 0;
  } catch (error) {
    if (error instanceof ProjectInputError) return fail(error.message);
    throw error;
  }
}
