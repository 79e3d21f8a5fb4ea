// The third parties' sandboxes (the wallets' hosted pages and APIs): `npm start` runs this beside
// the embedded backend while a wallet is in sandbox mode. See docs/payments.md.
import path from 'node:path';
import { startSandboxes } from './server.ts';

const DEFAULT_PORT = 54331;

async function main() {
  const port = Number(process.env.SANDBOXES_PORT ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`SANDBOXES_PORT must be a port number, not ${process.env.SANDBOXES_PORT}`);
  const sandboxes = await startSandboxes(
    {
      port,
      host: process.env.SANDBOXES_HOST || '127.0.0.1',
      dataDir: path.resolve(process.env.DATA_DIR || 'data'),
      publicUrl: process.env.SANDBOXES_URL || null,
      shopUrl: process.env.SITE_URL || 'http://localhost:3000',
    },
    (line) => console.log(`[sandboxes] ${line}`),
  );
  // Read by the test helpers and scripts/lib/processes.mjs: the line that says where it answers.
  console.log(`[sandboxes] ready at ${sandboxes.url}`);
  const stop = () => void sandboxes.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`[sandboxes] failed to start: ${error?.message ?? error}`);
  process.exit(1);
});
