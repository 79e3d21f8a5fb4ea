import type { ApiRequest } from '../http/request.ts';
import { RestError } from './errors.ts';

/**
 * `Accept-Profile` (GET, HEAD) or `Content-Profile` (writes) picks one of the exposed schemas
 * (`ApiRequest.hs` `getSchema`); another schema is 406 PGRST106. The response names the profile
 * when one was asked for, and always when several schemas are exposed.
 */
export function requestProfile(req: ApiRequest, schemas: string[]): { schema: string; headers: Record<string, string> } {
  const header = ['GET', 'HEAD', 'OPTIONS'].includes(req.method) ? 'accept-profile' : 'content-profile';
  const profile = req.header(header);
  if (profile === undefined) return { schema: schemas[0]!, headers: schemas.length > 1 ? { 'Content-Profile': schemas[0]! } : {} };
  if (!schemas.includes(profile)) {
    throw new RestError(
      406,
      'PGRST106',
      `Invalid schema: ${profile}`,
      null,
      `Only the following schemas are exposed: ${schemas.join(', ')}`,
    );
  }
  return { schema: profile, headers: { 'Content-Profile': profile } };
}
