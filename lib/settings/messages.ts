/** The console's words about the shop's settings. */
export const SETTINGS_SAVED = 'Settings saved: the shop shows them now.';
