import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; React Router 7 needs them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait up to 5 s, not Testing Library's 1 s: on a 2-core machine also running
// the other suites, the first render of a screen that imports a kit entry on demand (compiled on
// first import) took over a second in CI. Same reason as the 20 s testTimeout in jest.config.cjs.
configure({ asyncUtilTimeout: 5_000 });
