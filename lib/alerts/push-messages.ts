/** The words of the console's push alerts control (components/alerts/push-toggle.tsx) and its routes. */
export const PUSH_TOGGLE_LABEL = 'Alerts on this device';
export const PUSH_TOGGLE_HINT = 'New orders and other alerts appear on this phone or computer, even when the console is closed.';
export const PUSH_ON = 'Alerts are on for this device.';
export const PUSH_OFF = 'Alerts are off for this device.';
export const PUSH_TURNING_ON = 'Turning alerts on…';
export const PUSH_TURNING_OFF = 'Turning alerts off…';

export const PUSH_UNSUPPORTED =
  'This browser cannot receive alerts. On an iPhone or iPad, add the shop to the Home Screen first and open it from there.';
export const PUSH_DENIED = 'Notifications are blocked for this site. Allow them in the browser’s site settings, then try again.';
export const PUSH_NOT_ALLOWED = 'Alerts stay off: notifications were not allowed.';
export const PUSH_SUBSCRIBE_FAILED = 'This device could not be signed up for alerts. Check the connection and try again.';
export const PUSH_UNSUBSCRIBE_FAILED = 'Alerts could not be turned off on this device. Try again.';
export const PUSH_SAVE_FAILED = 'The alert setting could not be saved. Check the connection and try again.';

/** The routes' refusals of what a browser sent. */
export const PUSH_ENDPOINT_INVALID = 'The browser sent no valid push subscription.';
export const PUSH_KEYS_INVALID = 'The push subscription’s keys are not valid.';
export const PUSH_ENDPOINT_REFUSED = 'This browser’s push service is not one the shop sends alerts through.';
