/**
 * The renders context's public face for server code (ADR 030): what other
 * contexts (the detection merge: "shop the render") may import.
 */
export { renderImageFor, renderingStatus } from './application/renders.server';
