import http from 'node:http';
import path from 'node:path';
import { sandboxRequest, sendJson, type SandboxContext, type SandboxHandler } from './http.ts';
import { createLeopardsSandbox } from './couriers/leopards/service.ts';
import { createPostExSandbox } from './couriers/postex/service.ts';
import { createPaymentSandbox } from './payments/service.ts';
import { createPushSandbox } from './push/service.ts';
import { createWhatsAppSandbox } from './whatsapp/service.ts';

/**
 * The third parties' stand-ins, each below a path of its own. A new sandbox (a courier, WhatsApp) is
 * a folder beside payments/ and one line here.
 */
const SANDBOXES: { mount: string; create: (context: SandboxContext) => SandboxHandler }[] = [
  { mount: '/payments', create: createPaymentSandbox },
  { mount: '/whatsapp', create: createWhatsAppSandbox },
  { mount: '/push', create: createPushSandbox },
  { mount: '/leopards', create: createLeopardsSandbox },
  { mount: '/postex', create: createPostExSandbox },
];

export interface SandboxesConfig {
  port: number;
  host: string;
  dataDir: string;
  /** The public URL, when it is not http://<host>:<port> (decided once the port is known). */
  publicUrl: string | null;
  /** The shop's own URL (SITE_URL), where a sandbox posts the webhooks its third party would. */
  shopUrl: string;
}

export async function startSandboxes(
  config: SandboxesConfig,
  log: (line: string) => void,
): Promise<{ url: string; stop(): Promise<void> }> {
  const handlers: { mount: string; handler: SandboxHandler }[] = [];
  const server = http.createServer((raw, res) => {
    const pathname = new URL(raw.url ?? '/', 'http://sandboxes').pathname;
    if (pathname === '/health') return sendJson(res, 200, { status: 'ok', sandboxes: SANDBOXES.map((s) => s.mount) });
    const mounted = handlers.find(({ mount }) => pathname.startsWith(`${mount}/`));
    if (!mounted) return sendJson(res, 404, { message: 'Not found' });
    mounted.handler(sandboxRequest(raw, pathname.slice(mounted.mount.length)), res).catch((error: Error) => {
      log(`${raw.method} ${pathname} failed: ${error.message}`);
      if (!res.headersSent) sendJson(res, 500, { message: 'Sandbox error' });
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const { port } = server.address() as { port: number };
  const ownHost = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const url = (config.publicUrl ?? `http://${ownHost.includes(':') ? `[${ownHost}]` : ownHost}:${port}`).replace(/\/$/, '');
  for (const { mount, create } of SANDBOXES) {
    const dataDir = path.join(config.dataDir, 'sandboxes', mount.slice(1));
    handlers.push({
      mount,
      handler: create({
        dataDir,
        url: `${url}${mount}`,
        shopUrl: config.shopUrl.replace(/\/$/, ''),
        log: (line) => log(`${mount.slice(1)}: ${line}`),
      }),
    });
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
