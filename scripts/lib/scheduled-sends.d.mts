export const SCHEDULED_SENDS_INTERVAL_MS: number;
export const SCHEDULED_SEND_PATHS: string[];
export function startScheduledSends(options: {
  shopUrl: string;
  serviceRoleKey: string;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
  log?: (line: string) => void;
}): () => void;
