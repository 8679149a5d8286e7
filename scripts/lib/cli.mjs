// Tiny argument parsing and error reporting for the operator commands (no dependencies).
import { RefusedError } from './releases.mjs';

/**
 * `a b --flag --key value --key=value` → { positional: ['a','b'], flags: { flag: true, key: 'value' } }.
 * `valued` lists the options that take a value.
 */
export const parseArgs = (argv, valued = []) => {
  const positional = [];
  const flags = {};
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index];
    if (arg === '--') continue;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2);
    if (valued.includes(name)) {
      const value = inline ?? argv[index + 1];
      if (inline === undefined) index += 1;
      if (value === undefined || value.startsWith('--')) {
        throw new RefusedError(`--${name} needs a value`);
      }
      flags[name] = value;
    } else {
      flags[name] = true;
    }
  }
  return { positional, flags };
};

/** Runs a command: a refusal prints its reasons and exits 1; anything else is a crash. */
export const runCommand = async (main) => {
  try {
    await main();
  } catch (error) {
    if (error instanceof RefusedError) {
      console.error(`Refused: ${error.message}`);
      for (const line of error.details) console.error(`  ${line}`);
      process.exit(1);
    }
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(2);
  }
};
