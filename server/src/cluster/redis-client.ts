import { Redis } from 'ioredis';

/**
 * A Redis connection that fails commands at once while disconnected instead of queueing them
 * without bound (a push that cannot be written is lost, and readers re-sync by `seq`), and that
 * keeps reconnecting every 100–500 ms so a restarted Redis is back within the 2 s the clients'
 * books must be whole again in.
 */
export const connectRedis = (url: string, name: string): Redis =>
  new Redis(url, {
    connectionName: name,
    enableAutoPipelining: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    lazyConnect: false,
    retryStrategy: (attempt) => Math.min(100 * attempt, 500),
  });

/** A connection for blocking reads and subscriptions: it may queue while reconnecting. */
export const connectRedisReader = (url: string, name: string): Redis =>
  new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(100 * attempt, 500),
  });
