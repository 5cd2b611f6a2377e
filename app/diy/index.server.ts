/**
 * The diy context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { getDiy, saveDiyStep, startDiy, type DiyCaller } from './application/diy.server';
export { openDiyCanvas } from './application/diy-from-products.server';
