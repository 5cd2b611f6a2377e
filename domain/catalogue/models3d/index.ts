/** (provisional) */
export { buildModel } from './build';
export { kindInfo, modelKinds, isModelKind, typicalSize, type ModelKind, type Support } from './kinds';
export type { Model, Part } from './model';
export { modelBounds } from './model';
export { resolveSpec, sizeLimits, specMessages, type ModelSpec } from './spec';
export type { PbrMaterial } from './finish';
export { renderView, viewsFor, type PictureOptions, type ViewName } from './render/views';
export type { Picture } from './render/raster';
