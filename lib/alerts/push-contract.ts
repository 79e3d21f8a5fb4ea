import { consoleChange } from '@/lib/api/contract';
import { pushEndpointSchema, pushSubscriptionSchema } from './push-schema';

/** The console's push alert endpoints (admins only): this device's subscription, saved or removed. */
export const pushEndpoints = {
  /** Alerts on for this device: the browser's subscription, saved (again: updated) for the signed-in admin. */
  subscribe: consoleChange({
    method: 'POST',
    path: '/api/admin/push-subscriptions',
    body: pushSubscriptionSchema,
    errors: ['not_admin'],
  }),
  /** Alerts off for this device: its subscription removed, when it is the admin's own. */
  unsubscribe: consoleChange({
    method: 'DELETE',
    path: '/api/admin/push-subscriptions',
    body: pushEndpointSchema,
    errors: [],
  }),
};
