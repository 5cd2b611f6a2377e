/**
 * The aiboards context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { myAiBoards } from './application/ai-boards.server';
