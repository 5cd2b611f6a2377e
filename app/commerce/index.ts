/**
 * The commerce context's public face for browser-safe code (components, hooks, pure helpers, types); it imports no .server module:
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { CardFields } from './components/card-fields';
export { CartLine } from './components/cart-line';
export { FreeShippingMeter } from './components/free-shipping-meter';
export { OrderReceipt, type ReceiptOrder } from './components/order-receipt';
export { OrderSummary } from './components/order-summary';
export { AddToCart } from './components/add-to-cart';
