/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyEndpoint } from '@/lib/api/contract';

jest.mock('server-only', () => ({}));

/**
 * Every route under app/api answers through its endpoint's contract, and every contract has its route:
 * the handler a route file exports for a method is made by route() from a contract with that method
 * and that route's path, so a path or a type cannot differ between the route and the browser's client.
 * Other routes that take a contract (the feeds, the email links) are held to the same.
 */
const ROOT = path.resolve(__dirname, '../../..');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function filesUnder(dir: string, name: (file: string) => boolean): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => name(path.basename(file)))
    .map((file) => path.join(dir, file));
}

function isEndpoint(value: unknown): value is AnyEndpoint {
  const candidate = value as Partial<AnyEndpoint> | null;
  return typeof candidate?.path === 'string' && typeof candidate.method === 'string' && Array.isArray(candidate.errors);
}

/** Every contract the lib/<domain>/…contract.ts modules export, under the name it is exported as. */
function contracts(): Map<AnyEndpoint, string> {
  const found = new Map<AnyEndpoint, string>();
  for (const file of filesUnder('lib', (name) => /contract\.ts$/.test(name))) {
    const exported = jest.requireActual(path.join(ROOT, file)) as Record<string, unknown>;
    for (const [group, value] of Object.entries(exported)) {
      if (typeof value !== 'object' || value === null) continue;
      for (const [name, candidate] of Object.entries(value)) if (isEndpoint(candidate)) found.set(candidate, `${group}.${name}`);
    }
  }
  return found;
}

/** The route files that take a contract: all of app/api, and any other route.ts that calls route(). */
function routeFiles(): string[] {
  return filesUnder('app', (name) => name === 'route.ts').filter(
    (file) => file.startsWith(path.join('app', 'api')) || /\broute\(/.test(readFileSync(path.join(ROOT, file), 'utf8')),
  );
}

/** `app/api/orders/[orderNumber]/cancel/route.ts` → `/api/orders/[orderNumber]/cancel` (groups in parentheses are not in the URL). */
function pathOf(file: string): string {
  const segments = path.dirname(file).split(path.sep).slice(1);
  return `/${segments.filter((segment) => !/^\(.*\)$/.test(segment)).join('/')}`;
}

const endpoints = contracts();
const routes = routeFiles().map((file) => ({ file, path: pathOf(file) }));

test('the contracts and the routes are found', () => {
  expect(routes.length).toBeGreaterThan(40);
  expect(endpoints.size).toBeGreaterThan(40);
});

test.each(routes)('$file: each method it exports answers through a contract for its path and method', ({ file, path: routePath }) => {
  const handlers = jest.requireActual(path.join(ROOT, file)) as Record<string, unknown>;
  const methods = METHODS.filter((method) => method in handlers);
  expect(methods.length).toBeGreaterThan(0);
  for (const method of methods) {
    const endpoint = (handlers[method] as { endpoint?: unknown }).endpoint;
    expect({ method, hasContract: isEndpoint(endpoint) }).toEqual({ method, hasContract: true });
    const contract = endpoint as AnyEndpoint;
    expect({ method: contract.method, path: contract.path }).toEqual({ method, path: routePath });
    expect(endpoints.has(contract)).toBe(true);
  }
});

test('every contract has its route', () => {
  const served = new Set(routes.map((route) => route.path));
  const orphans = [...endpoints].filter(([contract]) => !served.has(contract.path)).map(([contract, name]) => `${name} ${contract.path}`);
  expect(orphans).toEqual([]);
});
