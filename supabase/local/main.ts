// The embedded Supabase-compatible backend: `npm run backend`. See docs/configuration.md.
import { ConfigError } from './config.ts';
import { startSupabaseLocal } from './start.ts';

async function main() {
  const startedAt = Date.now();
  const backend = await startSupabaseLocal({ log: (line) => console.log(`[supabase-local] ${line}`) });
  console.log(`[supabase-local] ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s at ${backend.url}`);
  // The keys go to the connection file only: the service-role key bypasses row-level security and
  // has no place in a terminal or a CI log.
  console.log(`[supabase-local] keys written to ${backend.connectionFile}; mail outbox at ${backend.url}/mail`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[supabase-local] ${signal}: stopping`);
    try {
      await backend.stop();
      process.exit(0);
    } catch (error) {
      console.error('[supabase-local] stop failed:', error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : `[supabase-local] failed to start: ${error?.stack ?? error}`);
  process.exit(1);
});
