/**
 * The ratings context's public face for browser-safe code (components, hooks, pure helpers, types); it imports no .server module:
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { ProductReviews, type ProductReviewsData } from './components/product-reviews';
export { CardRating, RatingStars, formatAverage } from './components/rating-stars';
