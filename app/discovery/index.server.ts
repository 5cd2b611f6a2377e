/**
 * The discovery context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { myStyleProfile, suggestedStylePhotosFor } from './application/style-profile.server';
