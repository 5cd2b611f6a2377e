/**
 * The catalogue context's public face for browser-safe code (components, hooks, pure helpers, types); it imports no .server module:
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { Breadcrumb } from './components/breadcrumb';
export { PriceTag } from './components/price-tag';
export { toCard } from './components/product-card';
export { ProductGallery, modelPageOf, arPageOf, type GalleryModel } from './components/product-gallery';
export { ModelViewer, dimensionsInBothUnits, type ViewerState } from './components/viewer-3d';
export { ProductGrid } from './components/product-grid';
export { RecentlyViewed } from './components/recently-viewed';
export { formatCents, formatDimensions, percentOff, shippingText } from './storefront-format';
