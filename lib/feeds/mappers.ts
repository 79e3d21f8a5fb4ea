import type { FeedPreviewItem, FeedRun, FeedWarning } from './types';

/** A row of public.product_feed_runs (as REST or the product-feed function returns it). */
export interface FeedRunRow {
  id: string;
  created_at: string;
  created_by_email: string | null;
  item_count: number;
  product_count: number;
  warnings: unknown;
  preview: unknown;
}

const WARNING_CODES = new Set<string>(['missing_image', 'short_description', 'out_of_stock', 'empty_feed']);

export function toFeedRun(row: FeedRunRow): FeedRun {
  return {
    id: row.id,
    createdAt: row.created_at,
    createdBy: row.created_by_email,
    itemCount: row.item_count,
    productCount: row.product_count,
    warnings: arrayOf(row.warnings).filter(isWarning),
    preview: arrayOf(row.preview).filter(isPreviewItem),
  };
}

function arrayOf(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null) : [];
}

function isWarning(entry: Record<string, unknown>): entry is Record<string, unknown> & FeedWarning {
  return (
    WARNING_CODES.has(String(entry.code)) &&
    typeof entry.message === 'string' &&
    Array.isArray(entry.itemIds) &&
    entry.itemIds.every((id) => typeof id === 'string')
  );
}

function isPreviewItem(entry: Record<string, unknown>): entry is Record<string, unknown> & FeedPreviewItem {
  return (
    ['id', 'title', 'price', 'link'].every((key) => typeof entry[key] === 'string') &&
    (entry.availability === 'in_stock' || entry.availability === 'out_of_stock') &&
    (entry.imageLink === null || typeof entry.imageLink === 'string')
  );
}
