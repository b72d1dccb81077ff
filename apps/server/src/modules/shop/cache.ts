/** Prefix of the shop's cached hot reads (goods pages, categories); writers of goods invalidate it. */
export const SHOP_CACHE_PREFIX = 'shop:';
