import type { RedisClientType } from '@redis/client';

/** The process's one Redis client for `url` (REDIS_URL), connected on first use; commands fail at once while Redis is down. */
export declare function redisClient(url: string): RedisClientType;
