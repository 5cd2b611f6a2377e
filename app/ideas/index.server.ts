/**
 * The ideas context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { findPublicBoards, ideaCountsOf, ideasForExport, publicBoardsOf } from './application/public.server';
export type { BoardCard } from './application/idea-views.server';
export { saveChoicesFor } from './server/save-choices.server';
export { ideasForProject, productsForDiy } from './server/idea-pages.server';
