'use client';

import { useAuth } from './auth-provider';
import { NewPasswordForm } from './new-password-form';

/** Settings → Password: a new password for the signed-in shopper (USER_UPDATED on success). */
export function ChangePassword() {
  const { notify } = useAuth();
  return <NewPasswordForm submitLabel="Change Password" onChanged={(user) => notify('USER_UPDATED', user)} />;
}
