/**
 * The 3D kernel (issue 22, ADR 028): a true-to-size model of every product,
 * its glTF binary and its pictures, in pure TypeScript (no DOM, no IO, no
 * GPU). The same input always gives the same bytes.
 *
 * What a product is → its model:
 *   modelForProduct({ name, category, dimensions, kind?, variant?, material?, colour? })
 *     → { hasModel: true, spec, model } | { hasModel: false, reason }
 *   (the kind from the name — kindOfProduct — or a staff edit; the finish from
 *   the name — finishFromName — or a staff edit; never a guess).
 *   buildModel(spec) → Model, or throws a ValidationError with field messages
 *   ({ width: 'The width must be a number between 0.2 and 315 inches.' }) for
 *   0, negative, NaN, 8 m+ sides, an unknown kind, variant, material or colour.
 *   specKey(spec) → 'v1-sofa-square-arm-2134x940x838mm-velvet-sage': a stable
 *   name for cached files; it changes with the spec and with `modelVersion`.
 *
 * A model → files:
 *   toGlb(model) → Uint8Array (model/gltf-binary, ≤ 150 KB); parseGlb(bytes)
 *   reads one back and lists the glTF rules it breaks.
 *   renderView(model, 'three-quarter' | 'front' | 'top' | 'plan' | 'detail',
 *     { size = 600, supersample = 2, background = 'white' | 'transparent' })
 *     → { width, height, rgba, coverage }; viewsFor(model) names the three views
 *     a product shows. infra/images/model-pictures.ts encodes them (PNG, WebP).
 *   renderRoom(roomType, { width = 480, height = 360 }) → a room tile.
 *
 * Conventions: metres, Y up, the front facing +Z, the origin at the centre of
 * the floor under the product; the model fills exactly width × height × depth.
 * Wall pieces (mirror, wall art, curtain, shade) have their back on z =
 * -depth/2 and their bottom at y = 0; a pendant's canopy is at y = height.
 * Colours are linear RGB (glTF's). Kinds, variants and typical sizes: kinds.ts.
 */
export { buildModel } from './build';
export { kindInfo, modelKinds, isModelKind, typicalSize, type ModelKind, type Support, type KindInfo } from './kinds';
export type { Model, Part } from './model';
export { modelBounds } from './model';
export { resolveSpec, sizeLimits, specMessages, type ModelSpec } from './spec';
export type { PbrMaterial } from './finish';
export { renderView, viewsFor, type PictureOptions, type ViewName } from './render/views';
export type { Picture } from './render/raster';
export { toGlb, glbContentType } from './glb';
export { parseGlb, type ParsedGlb, type Gltf } from './glb-read';
export { renderRoom, roomScene, roomKinds, roomTypes, isRoomType, type RoomType, type RoomOptions } from './render/room';
export { kindOfProduct, kindOfWord, kindFamily, wordsForKind, type KindMatch, type ProductNaming } from './kind-of';
export { modelForProduct, specForProduct, finishFromName, specKey, modelVersion, type ProductFacts, type ProductModel, type ProductSpec } from './product';
export { pieces, pieceSpec, piecePicture, isPieceName, type Piece, type PieceName } from './pieces';
