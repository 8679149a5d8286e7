import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; React Router 7 needs them when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });
