import type { BookState } from './book-state';
import type { CommandStream } from './command-stream';

/** One engine fed from the command stream. Each run starts from a fresh adapter. */
export type EngineAdapter = {
  /** Executes command `i` of the stream (the timed part). */
  run(i: number): void;
  /** The comparable book state (untimed). */
  state(): BookState;
};

export type EngineEntry = {
  name: string;
  create(stream: CommandStream): EngineAdapter;
};
