/**
 * The projects context's public face for browser-safe code (components, hooks, pure helpers, types); it imports no .server module:
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { DetailLinks } from './components/detail-fields';
export { GlowUpBlock } from './components/glow-up-block';
export { RoomPhotosLink } from './components/room-photos';
export { PictureChoices, StepPage } from './components/step-page';
export { day, revisionsText } from './project-story';
