import { signInShopper } from '@/lib/auth/actions';
import { authEndpoints } from '@/lib/auth/contract';
import { serverEnv } from '@/lib/env';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(authEndpoints.signIn, { session: 'optional' }, ({ input, supabase }) =>
  signInShopper(supabase, input, { pixel: Boolean(serverEnv().META_PIXEL_ID) }),
);
