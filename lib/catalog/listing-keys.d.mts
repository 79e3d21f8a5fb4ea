export declare const LISTING_KEYS: readonly ['shop', 'best-sellers', 'northern-area', 'international'];
export declare const LISTING_PATTERN: string;
