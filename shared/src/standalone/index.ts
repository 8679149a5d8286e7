export * from './start-standalone';
