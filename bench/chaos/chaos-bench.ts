// `pnpm bench chaos`: the product under failure (issue 16). (a) An order flood killed with
// SIGKILL and restarted, again and again: nothing acknowledged may be lost and value must be
// conserved per currency. (b) A browser on /trade losing its live channel: the banner shows,
// the bus resubscribes, and the book equals the server's within 2 s; time to resync printed.
// Short versions run in `npm test` (server/test/spot-crash.test.ts,
// e2e/tests/book-resync.e2e.test.ts). Prints figures; exits non-zero only when data was lost.
import { liveChannelChaos } from './live-channel-chaos';
import { orderFloodChaos } from './order-flood-chaos';
import { print } from './report';

const count = (name: string, fallback: number): number => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive integer`);
  return value;
};

const main = async (): Promise<void> => {
  print('(a) order flood, kill -9, restart');
  await orderFloodChaos(count('CHAOS_ROUNDS', 5), count('CHAOS_CLIENTS', 8));
  print('');
  print('(b) live channel lost on /trade');
  await liveChannelChaos(count('CHAOS_CYCLES', 20));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
