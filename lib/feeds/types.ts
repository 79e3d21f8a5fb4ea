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

/** The shop's stable addresses of the two feeds (app/feeds/…), to paste into Merchant Center and Commerce Manager. */
export const FEED_PATHS: Record<FeedKind, string> = {
  google: '/feeds/google-merchant.xml',
  meta: '/feeds/meta-catalog.csv',
};
