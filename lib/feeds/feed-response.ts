import 'server-only';
import { NextResponse } from 'next/server';
import { FEED_NOT_GENERATED } from './messages';
import type { StoredFeed } from './queries';
import type { FeedKind } from './types';

const CONTENT_TYPES: Record<FeedKind, string> = { google: 'application/xml; charset=utf-8', meta: 'text/csv; charset=utf-8' };
/** Google and Meta fetch at most hourly; five minutes keeps a fresh generation from waiting long behind a cache. */
const FEED_CACHE = 'public, max-age=300';

/**
 * A stored feed as the shop serves it: its own content type (the RSS is stored as text/plain),
 * short public caching with the file's ETag and Last-Modified, and a plain-text 404 until the
 * first generation.
 */
export function feedResponse(kind: FeedKind, feed: StoredFeed): NextResponse {
  if (feed.status === 'missing') {
    return new NextResponse(`${FEED_NOT_GENERATED[kind]}\n`, {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' },
    });
  }
  // A browser opening the XML renders it as a document: it may run nothing and load nothing.
  const headers = {
    ...feed.headers,
    'Cache-Control': FEED_CACHE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': "default-src 'none'; sandbox",
  };
  if (feed.status === 'not-modified') return new NextResponse(null, { status: 304, headers });
  return new NextResponse(feed.body, { status: 200, headers: { ...headers, 'Content-Type': CONTENT_TYPES[kind] } });
}
