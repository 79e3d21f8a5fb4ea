import type { Database } from '@/lib/supabase/database.types';

export type ProductArea = Database['public']['Enums']['product_area'];
export type WeightUnit = Database['public']['Enums']['weight_unit'];

export interface AdminVariant {
  id: number;
  sku: string;
  label: string;
  weightValue: number;
  weightUnit: WeightUnit;
  price: number;
  compareAtPrice: number | null;
  stock: number;
  active: boolean;
  sortOrder: number;
  /** Packed size of one unit in whole cm: all three or none. */
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
}

/** One row of /admin/products. */
export interface AdminProductSummary {
  id: number;
  name: string;
  slug: string;
  area: ProductArea;
  bestSeller: boolean;
  active: boolean;
  imageUrl: string | null;
  variants: AdminVariant[];
}

export interface StockMovement {
  id: number;
  delta: number;
  stockAfter: number;
  reason: string;
  note: string | null;
  orderId: string | null;
  at: string;
}

export interface AdminProduct extends AdminProductSummary {
  description: string;
  origin: string | null;
  sortOrder: number;
  /** The main photo first, then the gallery. */
  photos: string[];
  /** Each variant's latest stock movements, newest first. */
  history: Record<number, StockMovement[]>;
}
