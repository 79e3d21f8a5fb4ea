export const ORDER_NOTICES_INTERVAL_MS: number;
export function startOrderNoticeTicker(options: {
  shopUrl: string;
  serviceRoleKey: string;
  intervalMs?: number;
  fetchImpl?: typeof fetch;
  log?: (line: string) => void;
}): () => void;
