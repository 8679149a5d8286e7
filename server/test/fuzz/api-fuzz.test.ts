import { startTestServer, type TestServer } from '../support/test-server';
import { formatReport, fuzzApi, fuzzSeed, type FuzzReport } from './api-fuzz';
import { closeSockets } from './http-send';

// The short run of issue 16's fuzz suite; `pnpm bench fuzz` runs the same code much longer.
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const seed = fuzzSeed();

let server: TestServer;
let report: FuzzReport;

beforeAll(async () => {
  // No bots and no ticker: nothing but the fuzzer's requests may move the data.
  server = await startTestServer({ bots: false, tickerMs: 0, devOutbox: true });
  report = await fuzzApi(server, { runs: RUNS, seed });
  // Printed on every run (counts and outcomes); stdout keeps it free of console stack lines.
  process.stdout.write(`${formatReport(report)}\n`);
}, 120_000);
afterAll(async () => {
  closeSockets();
  await server.close();
});

describe(`API fuzz (FUZZ_SEED=${seed})`, () => {
  it('has a fuzz entry for every /api route of the server', () => {
    expect(report.missing).toEqual([]);
    expect(report.stale).toEqual([]);
    expect(report.routes.length).toBeGreaterThan(40);
  });

  it('answers every request with HTTP 200 and the envelope, translated refusals, no data change on refusal', () => {
    expect(report.findings).toEqual([]);
    expect(report.routes.every((row) => row.requests > 0 && row.status5xx === 0)).toBe(true);
  });
});
