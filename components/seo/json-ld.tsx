import { serializeJsonLd, type JsonLd } from '@/lib/seo/json-ld';

/** Structured data for search engines, rendered on the server (no client JavaScript). */
export function JsonLdScript({ data, id }: { data: JsonLd | JsonLd[]; id?: string }) {
  return <script id={id} type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
