// What the fuzz aims at on the shop's side, read from the tree: every route handler (app/**/route.ts)
// with the methods it exports and, from its contract (lib/**/contract.ts), the body and query it
// takes; every page (app/**/page.tsx). Dynamic segments are filled in by the families.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { z } from 'zod';

const ROOT = process.cwd();
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

export interface RouteHandler {
  /** `/api/orders/[orderNumber]/cancel`: groups in parentheses left out, dynamic segments in brackets. */
  path: string;
  methods: string[];
  /** The contract's schemas by method, when the route has a contract for it. */
  schemas: Map<string, { body?: z.ZodType; query?: z.ZodType }>;
}

function filesNamed(name: string): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'app'), { recursive: true, encoding: 'utf8' })
    .filter((file) => path.basename(file) === name)
    .sort();
}

/** `[locale]/(storefront)/product/[id]/page.tsx` → `/product/[id]`. */
function urlPathOf(file: string): string {
  const segments = path
    .dirname(file)
    .split(path.sep)
    .filter((segment) => segment !== '.' && segment !== '[locale]' && !/^\(.*\)$/.test(segment));
  return `/${segments.join('/')}`;
}

function exportedMethods(file: string): string[] {
  const source = fs.readFileSync(path.join(ROOT, 'app', file), 'utf8');
  return METHODS.filter((method) => new RegExp(`export (?:const|async function|function) ${method}\\b`).test(source));
}

interface Contract {
  method: string;
  path: string;
  body?: z.ZodType;
  query?: z.ZodType;
}

async function contracts(): Promise<Contract[]> {
  const found: Contract[] = [];
  const files = fs
    .readdirSync(path.join(ROOT, 'lib'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /contract\.ts$/.test(path.basename(file)));
  for (const file of files) {
    const exported = (await import(pathToFileURL(path.join(ROOT, 'lib', file)).href)) as Record<string, unknown>;
    for (const group of Object.values(exported)) {
      if (typeof group !== 'object' || group === null) continue;
      for (const candidate of Object.values(group) as Partial<Contract & { errors: unknown }>[]) {
        if (typeof candidate?.path === 'string' && typeof candidate.method === 'string' && Array.isArray(candidate.errors)) {
          found.push(candidate as Contract);
        }
      }
    }
  }
  return found;
}

export async function listRouteHandlers(): Promise<RouteHandler[]> {
  const known = await contracts();
  return filesNamed('route.ts').map((file) => {
    const routePath = urlPathOf(file);
    const schemas = new Map(
      known
        .filter((contract) => contract.path === routePath)
        .map((contract) => [contract.method, { body: contract.body, query: contract.query }]),
    );
    return { path: routePath, methods: exportedMethods(file), schemas };
  });
}

export function listPages(): string[] {
  return filesNamed('page.tsx').map(urlPathOf);
}
