/** (provisional) */
export { buildModel } from './build';
export { kindInfo, modelKinds, isModelKind, typicalSize, type ModelKind, type Support } from './kinds';
export type { Model, Part } from './model';
export { modelBounds } from './model';
export { resolveSpec, sizeLimits, specMessages, type ModelSpec } from './spec';
export type { PbrMaterial } from './finish';
export { renderView, viewsFor, type PictureOptions, type ViewName } from './render/views';
export type { Picture } from './render/raster';
export { toGlb, glbContentType } from './glb';
export { parseGlb, type ParsedGlb, type Gltf } from './glb-read';
export { renderRoom, roomScene, roomKinds, roomTypes, isRoomType, type RoomType, type RoomOptions } from './render/room';
export { kindOfProduct, type KindMatch, type ProductNaming } from './kind-of';
export { modelForProduct, finishFromName, specKey, modelVersion, type ProductFacts, type ProductModel } from './product';
