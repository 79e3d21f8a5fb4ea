import type { ApiRequest } from '../http/request.ts';

/**
 * Where mail links and /verify may send the browser: GoTrue's `GetReferrer`. The `redirect_to`
 * query parameter, else the Referer header, when allowed; the site URL otherwise.
 */
export function resolveRedirect(req: ApiRequest, siteUrl: string, allowList: string[]): string {
  for (const candidate of [req.url.searchParams.get('redirect_to'), req.header('redirect_to'), req.header('referer')]) {
    if (candidate && isRedirectAllowed(candidate, siteUrl, allowList)) return candidate;
  }
  return siteUrl;
}

/**
 * Same scheme and host as the site URL (any port on localhost), a loopback IP, or an entry of
 * the allow-list: a glob where `*` stays within a host label or path segment and `**` crosses
 * them, or a plain URL that matches exactly or as a path prefix.
 */
export function isRedirectAllowed(target: string, siteUrl: string, allowList: string[]): boolean {
  let url: URL;
  let site: URL;
  try {
    url = new URL(target);
    site = new URL(siteUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname;
  if (host === site.hostname && url.protocol === site.protocol && (url.port === site.port || isLocalhost(host))) return true;
  if (/^[0-9]+$/.test(host)) return false;
  if (isIpAddress(host)) return isLoopbackIp(host);
  if (!/^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/.test(host)) return false;
  const withoutFragment = target.split('#')[0]!;
  return allowList.some((pattern) => matchesAllowEntry(withoutFragment, pattern));
}

function matchesAllowEntry(target: string, pattern: string): boolean {
  if (pattern.includes('*') || pattern.includes('?')) return globToRegExp(pattern).test(target);
  if (target === pattern) return true;
  const base = pattern.endsWith('/') ? pattern : `${pattern}/`;
  return target.startsWith(base) || target.startsWith(`${pattern}?`);
}

/** gobwas/glob with separators '.' and '/', as GoTrue compiles URI_ALLOW_LIST. */
export function globToRegExp(pattern: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i += 1) {
    const c = pattern[i]!;
    if (c === '*' && pattern[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (c === '*') source += '[^./]*';
    else if (c === '?') source += '[^./]';
    else source += c.replace(/[\\^$.|+()[\]{}]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function isLocalhost(host: string): boolean {
  return host === 'localhost' || isLoopbackIp(host);
}

function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
}

function isLoopbackIp(host: string): boolean {
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) || host === '[::1]';
}
