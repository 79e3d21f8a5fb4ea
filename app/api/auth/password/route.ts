import { changePassword } from '@/lib/auth/actions';
import { authEndpoints } from '@/lib/auth/contract';
import { route } from '@/lib/http/route';

export const dynamic = 'force-dynamic';

export const POST = route(authEndpoints.password, { session: 'required' }, ({ input, supabase }) =>
  changePassword(supabase, input.password),
);
