/** This browser's localStorage, or null where there is none (the server, storage blocked by the browser). */
export function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
