import type { Backend } from '../backend.ts';
import { sendJson } from '../http/respond.ts';
import type { ServiceHandler } from '../http/server.ts';

/** Placeholder until the functions service lands. */
export async function createFunctionsService(_backend: Backend): Promise<ServiceHandler> {
  return async (_req, res) => sendJson(res, 501, { message: 'functions is not implemented yet' });
}
