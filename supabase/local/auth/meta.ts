import type { ServerResponse } from 'node:http';
import type { ApiRequest } from '../http/request.ts';
import { sendJson } from '../http/respond.ts';
import type { AuthContext } from './context.ts';
import { validationFailed } from './errors.ts';

const PROVIDERS = [
  'anonymous_users',
  'apple',
  'azure',
  'bitbucket',
  'discord',
  'facebook',
  'snapchat',
  'figma',
  'fly',
  'github',
  'gitlab',
  'google',
  'keycloak',
  'kakao',
  'linkedin',
  'linkedin_oidc',
  'notion',
  'spotify',
  'slack',
  'slack_oidc',
  'workos',
  'twitch',
  'twitter',
  'email',
  'phone',
  'zoom',
];

/** GET /settings: only email sign-in is enabled here. */
export async function settings(ctx: AuthContext, _req: ApiRequest, res: ServerResponse): Promise<void> {
  sendJson(res, 200, {
    external: Object.fromEntries(PROVIDERS.map((name) => [name, name === 'email'])),
    disable_signup: false,
    mailer_autoconfirm: ctx.auth.autoconfirm,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
    saml_private_key_next_configured: false,
    passkeys_enabled: false,
  });
}

export async function health(_ctx: AuthContext, _req: ApiRequest, res: ServerResponse): Promise<void> {
  sendJson(res, 200, { version: 'supabase-local', name: 'GoTrue', description: 'GoTrue is a user registration and authentication API' });
}

/** The public ES256 keys (GoTrue WellKnownJwks); the HS256 secret is never published. */
export async function jwks(ctx: AuthContext, _req: ApiRequest, res: ServerResponse): Promise<void> {
  sendJson(res, 200, { keys: ctx.jwt.publishedKeys() }, { 'Cache-Control': 'public, max-age=600' });
}

/** GET /authorize (OAuth sign-in): no external provider is enabled here, as GoTrue answers then. */
export async function authorize(_ctx: AuthContext, req: ApiRequest, _res: ServerResponse): Promise<void> {
  const provider = req.url.searchParams.get('provider') ?? '';
  throw validationFailed(provider ? `Unsupported provider: provider ${provider} is not enabled` : 'Unsupported provider: missing provider');
}
