/**
 * The catalogue context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { capitalize } from './server/marketplace-listing.server';
export { searchProducts, type ProductHit } from './application/product-search.server';
