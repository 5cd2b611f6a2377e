/**
 * The canvas context's public face for browser-safe code (components, hooks, pure helpers, types); it imports no .server module:
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { proxiedImages, proxyHosts } from './application/image-proxy';
export { BoardEditorArea, saveThumbnail } from './pages/board-editor-page';
export { createBoardDoc, toBase64 } from './sync/doc';
export { Room3dArea } from './room3d/room3d-area';
