import { setFlagsFromString } from 'node:v8';

/**
 * V8 settings of the process that runs the matching engine; called first thing by the server's
 * entry (`main.ts`) and by the engine bench, so both run the book the same way.
 *
 * `--no-allocation-site-pretenuring`: V8 watches object and array literals per allocation site
 * and, when most objects of a site survive a young-generation collection (every order of a book
 * loaded at start-up does), allocates that site's objects straight in the old generation. In
 * the engine bench that made each scavenge keep ~0.45 MB of dead orders alive (pointed at from
 * dead old objects, which the young collector takes as roots): 3 ms pauses in the closed loop
 * and an open-loop p99.9 of 0.7–1.4 ms. Without it: ~0.13 MB survive, 0.5 ms pauses, p99.9
 * 67–470 µs (bench/README.md, "Engine results (2026-11-27)"). Node accepts V8 flags set this
 * way before the objects they concern exist; none of the server's other paths rely on it.
 */
export const tuneHeapForMatching = (): void => {
  setFlagsFromString('--no-allocation-site-pretenuring');
};
