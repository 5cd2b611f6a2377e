/**
 * The canvas context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { boardAccess, boardsWait, boardTemplate, ensureBoard } from './application/boards.server';
export { editorData } from './pages/board-pages.server';
export { boardFor, openDiyBoard } from './pages/boards.server';
export { serverActor } from './server/board-state.server';
export { room3dLoader } from './room3d/room3d-page.server';
export { roomCallOf } from './application/room-call.server';
export { boardArchiveOf, type BoardFiles } from './application/board-archive.server';
