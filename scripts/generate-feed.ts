// `npm run feed`: generates the product feeds once, as a schedule does: POST
// /functions/v1/product-feed with the service-role key, on hosted Supabase (SUPABASE_URL +
// SUPABASE_SERVICE_ROLE_KEY) or on the embedded backend (DATA_DIR/supabase-local.json; it must be
// running). Prints the run's summary; exits 1 when the function refuses or fails. For an hourly run
// on a machine of your own: `15 * * * * cd /srv/shop && npm run feed`.
import path from 'node:path';
import { resolveConnection, type Connection } from './admin.ts';

interface RunAnswer {
  ok?: boolean;
  message?: string;
  run?: { created_at: string; item_count: number; product_count: number; warnings: Array<{ code: string }> };
}

/** One run of the product-feed function; the line to print, or an Error with the function's message. */
export async function generateFeed(connection: Connection): Promise<string> {
  const response = await fetch(`${connection.url}/functions/v1/product-feed`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${connection.serviceRoleKey}`,
      apikey: connection.serviceRoleKey,
      'Content-Type': 'application/json',
    },
    body: '{}',
  }).catch((error: unknown) => {
    throw new Error(`${connection.url} could not be reached (${error instanceof Error ? error.message : String(error)}).`);
  });
  const answer = (await response.json().catch(() => ({}))) as RunAnswer;
  if (!response.ok || !answer.run)
    throw new Error(`The product feed was not generated (${response.status}): ${answer.message ?? 'no message'}`);
  const { run } = answer;
  return `Product feed generated at ${run.created_at}: ${run.item_count} items from ${run.product_count} products, ${run.warnings.length} warnings.`;
}

async function main(): Promise<void> {
  try {
    console.log(await generateFeed(resolveConnection()));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

if (process.argv[1]?.endsWith(path.join('scripts', 'generate-feed.ts'))) {
  void main();
}
