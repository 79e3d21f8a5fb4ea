import { changePassword } from '@/lib/auth/actions';
import { newPasswordSchema } from '@/lib/auth/schemas';
import { json } from '@/lib/http/response';
import { legacyRoute as route } from '@/lib/http/legacy-route';

export const dynamic = 'force-dynamic';

/** POST /api/auth/password {password, confirmPassword}: a new password for the signed-in or recovering shopper. */
export const POST = route({ body: newPasswordSchema, session: 'optional' }, async ({ input, supabase }) => {
  const outcome = await changePassword(supabase, input.password);
  return json(outcome.body, { status: outcome.status });
});
