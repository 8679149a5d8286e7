/**
 * `pnpm bench fuzz`: the long run of the API fuzz suite (issue 16; the short one runs in
 * `pnpm test` as server/test/fuzz/api-fuzz.test.ts). Same code, FUZZ_RUNS requests per route
 * (default 2000), FUZZ_SEED to replay a run. Prints requests and outcomes per route, the 5xx
 * count, the time and every problem found; exits 1 on a problem.
 */
import { startTestServer } from '../../server/test/support/test-server';
import { formatReport, fuzzApi, fuzzSeed } from '../../server/test/fuzz/api-fuzz';
import { closeSockets } from '../../server/test/fuzz/http-send';

const DEFAULT_RUNS = 2000;

async function main(): Promise<number> {
  const runs = Number(process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error('FUZZ_RUNS must be a positive integer');
  const seed = fuzzSeed();
  process.stdout.write(`API fuzz: ${runs} runs per route, FUZZ_SEED=${seed}\n`);
  // Bots off and no ticker: only the fuzzer's requests may change the data.
  const server = await startTestServer({ bots: false, tickerMs: 0, devOutbox: true });
  try {
    const report = await fuzzApi(server, { runs, seed });
    process.stdout.write(`${formatReport(report)}\n`);
    const failed = report.problemCount > 0 || report.missing.length > 0 || report.stale.length > 0;
    return failed ? 1 : 0;
  } finally {
    closeSockets();
    await server.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
