/**
 * The detection context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { bestProductsOf, viewerOf } from './application/shop-photo.server';
export { detectionImageSources, type DetectionImage, type DetectionImageSource } from './application/sources.server';
