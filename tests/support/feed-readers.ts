/**
 * Readers for the product feeds, written independently of the code that writes them: RFC 4180
 * records, and the items of a Google RSS feed as { field: [values] } with XML entities decoded.
 */
/** The header row of Meta's catalogue CSV, spelled out independently of the feed's writer. */
export const META_CATALOG_COLUMNS = 'id,title,description,availability,condition,price,link,image_link,brand,item_group_id'.split(',');

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
      i++;
    } else {
      cell += c;
    }
  }
  if (cell !== '' || row.length > 0) throw new Error('the CSV does not end with CRLF');
  return rows;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export type RssItem = Record<string, string[]>;

/** The `<item>`s of an RSS feed whose fields are `<g:name>text</g:name>` elements. */
export function readRssItems(xml: string): RssItem[] {
  return [...xml.matchAll(/<item>([\s\S]*?)<\/item>/g)].map(([, body]) => {
    const item: RssItem = {};
    for (const [, name, value] of body!.matchAll(/<g:([a-z_]+)>([^<]*)<\/g:\1>/g)) {
      (item[name!] ??= []).push(value!.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => ENTITIES[entity]!));
    }
    return item;
  });
}
