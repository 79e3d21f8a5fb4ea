export const FORGET_KEPT_PAGES: unique symbol;
export const KEPT_PAGE_SECONDS: number;
export const NOT_KEPT_META_NAME: string;
export function forgetKeptPages(): void;
