/**
 * CORS for functions called from a browser: the relay passes OPTIONS through, so every function
 * answers its own preflight. Same values as supabase-js's exported `corsHeaders`.
 */
const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, x-supabase-api-version, x-region, traceparent, tracestate, baggage',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};

/** A JSON response with the CORS headers. */
export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** The answer to a CORS preflight. */
export function preflightResponse(): Response {
  return new Response('ok', { headers: corsHeaders });
}

interface DenoServe {
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
}

/**
 * Starts the handler on hosted Supabase (Deno.serve); does nothing elsewhere, where the embedded
 * backend imports the module and calls its default export itself.
 */
export function serveOnDeno(handler: (req: Request) => Promise<Response>): void {
  const deno = (globalThis as { Deno?: DenoServe }).Deno;
  if (deno) deno.serve(handler);
}
