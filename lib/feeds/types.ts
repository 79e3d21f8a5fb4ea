import type { FeedPreviewItem, FeedWarning } from '@/supabase/functions/product-feed/feeds';

export type { FeedPreviewItem, FeedWarning };

/** One generation of the product feeds, as the owner console shows it. */
export interface FeedRun {
  id: string;
  createdAt: string;
  /** The admin who generated it; null for a scheduled run (or an account since deleted). */
  createdBy: string | null;
  itemCount: number;
  productCount: number;
  warnings: FeedWarning[];
  preview: FeedPreviewItem[];
}

export type FeedKind = 'google' | 'meta';
