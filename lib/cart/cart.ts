import type { Weight, WeightUnit } from '@/lib/format/weight';

/**
 * The cart's rules (spec §3, §4, §9), pure. The cart is a list of lines; a line is one weight
 * (variant) of one product. Prices here are a display cache: the order is priced by the server.
 */

export const MIN_CART_QUANTITY = 1;

interface CartVariant {
  id: number;
  label: string;
}

export interface CartItem {
  productId: number;
  variant: CartVariant | null;
  name: string;
  /** Whole rupees per unit, as last shown. */
  price: number;
  quantity: number;
  weight: Weight;
  /** Shown in the cart; optional. */
  image?: string | null;
}

export type Cart = readonly CartItem[];

/** What "Add to cart" passes: a weight may be missing (it is then read from the name). */
export type NewCartItem = Omit<CartItem, 'weight' | 'quantity'> & { weight?: Weight | null; quantity?: number };

export const EMPTY_CART: Cart = Object.freeze([]) as Cart;

const WEIGHT_IN_NAME = /(\d+(?:\.\d+)?)\s*(grams|kg)\b/i;

/** "Almonds (500 grams)" → 500 grams, "Honey 1.5 kg" → 1.5 kg; no match → 0 grams. */
export function parseWeightFromName(name: string): Weight {
  const match = WEIGHT_IN_NAME.exec(name);
  if (!match) return { value: 0, unit: 'grams' };
  return { value: Number(match[1]), unit: match[2].toLowerCase() as WeightUnit };
}

function isWeight(value: unknown): value is Weight {
  const weight = value as Weight | null | undefined;
  return (
    typeof weight === 'object' &&
    weight !== null &&
    typeof weight.value === 'number' &&
    Number.isFinite(weight.value) &&
    weight.value >= 0 &&
    (weight.unit === 'grams' || weight.unit === 'kg')
  );
}

function isValidQuantity(quantity: unknown): quantity is number {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= MIN_CART_QUANTITY;
}

/** Lines are the same product in the same weight. */
export function cartItemKey(item: Pick<CartItem, 'productId' | 'variant'>): string {
  return `${item.productId}:${item.variant?.id ?? '-'}`;
}

/** Adds a product; if the same line is already there, its quantity goes up instead. Bad input changes nothing. */
export function addItem(cart: Cart, input: NewCartItem): Cart {
  const quantity = input.quantity ?? 1;
  if (!isValidQuantity(quantity) || !Number.isInteger(input.productId) || !(input.price >= 0)) return cart;
  const key = cartItemKey(input);
  const existing = cart.find((item) => cartItemKey(item) === key);
  if (existing) {
    return cart.map((item) =>
      item === existing ? { ...item, quantity: item.quantity + quantity, price: input.price, name: input.name } : item,
    );
  }
  const weight = isWeight(input.weight) ? input.weight : parseWeightFromName(input.name);
  const item: CartItem = { productId: input.productId, variant: input.variant, name: input.name, price: input.price, quantity, weight };
  if (input.image) item.image = input.image;
  return [...cart, item];
}

export type QuantityUpdate = { ok: true; cart: Cart } | { ok: false; cart: Cart; reason: 'below_minimum' | 'not_in_cart' };

/** Sets a line's quantity. Below 1 (or not a whole number) the update is refused and the cart is unchanged. */
export function updateQuantity(cart: Cart, key: string, quantity: number): QuantityUpdate {
  if (!isValidQuantity(quantity)) return { ok: false, cart, reason: 'below_minimum' };
  if (!cart.some((item) => cartItemKey(item) === key)) return { ok: false, cart, reason: 'not_in_cart' };
  return { ok: true, cart: cart.map((item) => (cartItemKey(item) === key ? { ...item, quantity } : item)) };
}

export function removeItem(cart: Cart, key: string): Cart {
  return cart.filter((item) => cartItemKey(item) !== key);
}

/** Σ price × quantity, in rupees. */
export function cartTotal(cart: Cart): number {
  return cart.reduce((sum, item) => sum + item.price * item.quantity, 0);
}

/** Σ weight × quantity in kilograms (grams ÷ 1000). */
export function cartWeightKg(cart: Cart): number {
  const grams = cart.reduce(
    (sum, item) => sum + (item.weight.unit === 'kg' ? item.weight.value * 1000 : item.weight.value) * item.quantity,
    0,
  );
  return grams / 1000;
}

/** The header badge: the number of items (Σ quantity). */
export function cartCount(cart: Cart): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * A cart read back from storage: lines that are not well-formed are dropped, a missing weight is
 * read from the name, and repeated lines are added together.
 */
export function normalizeCart(raw: unknown): Cart {
  if (!Array.isArray(raw)) return EMPTY_CART;
  let cart: Cart = EMPTY_CART;
  for (const entry of raw as Partial<CartItem>[]) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { productId, name, price, quantity, variant, weight, image } = entry;
    if (typeof productId !== 'number' || typeof name !== 'string' || typeof price !== 'number' || !isValidQuantity(quantity)) continue;
    const cleanVariant =
      variant && typeof variant === 'object' && typeof variant.id === 'number' && typeof variant.label === 'string'
        ? { id: variant.id, label: variant.label }
        : null;
    cart = addItem(cart, {
      productId,
      name,
      price,
      quantity,
      variant: cleanVariant,
      weight: isWeight(weight) ? weight : null,
      image: typeof image === 'string' ? image : null,
    });
  }
  return cart;
}
