/**
 * The three pictures of a product, rendered from its model: a front
 * three-quarter view, a straight front elevation, and a view from above (a
 * plan for flat goods) or a detail (for what hangs on a wall or from the
 * ceiling, where a view from above says nothing).
 */
import type { ModelKind } from '../kinds';
import { modelBounds, type Model } from '../model';
import type { CameraSpec } from './camera';
import { render, type Picture } from './raster';
import type { Scene } from './scene';

export type ViewName = 'three-quarter' | 'front' | 'top' | 'plan' | 'detail';

/** Kinds that lie flat: their front elevation would be a line, so they are shown in plan. */
const flat: readonly ModelKind[] = ['rug', 'runner', 'throw', 'bedding'];

export function viewsFor(model: Pick<Model, 'kind' | 'support'>): readonly [ViewName, ViewName, ViewName] {
  if (flat.includes(model.kind)) return ['three-quarter', 'plan', 'detail'];
  if (model.support !== 'floor') return ['three-quarter', 'front', 'detail'];
  return ['three-quarter', 'front', 'top'];
}

export interface PictureOptions {
  /** Pixels a side (pictures are square). */
  size?: number;
  supersample?: number;
  background?: 'white' | 'transparent';
}

function cameraFor(model: Model, view: ViewName): CameraSpec {
  const wall = model.support === 'wall', ceiling = model.support === 'ceiling';
  switch (view) {
    case 'three-quarter':
      return wall ? { azimuth: 30, elevation: 8, fov: 24, margin: 0.08 } : ceiling ? { azimuth: 30, elevation: 4, fov: 24, margin: 0.08 } : { azimuth: 35, elevation: flat.includes(model.kind) ? 32 : 16, fov: 24, margin: 0.08 };
    case 'front':
      return { azimuth: 0, elevation: 0, fov: 0, margin: 0.1 };
    case 'top':
      return { azimuth: -30, elevation: 55, fov: 24, margin: 0.08 };
    case 'plan':
      return { azimuth: 0, elevation: 90, fov: 0, margin: 0.08 };
    case 'detail':
      return { azimuth: 24, elevation: wall || ceiling ? 10 : 38, fov: 24, margin: 0.03 };
  }
}

/** The part of the model a detail view frames: the top of a hanging piece, the front corner of a flat one. */
function detailBox(model: Model) {
  const { min, max } = modelBounds(model);
  if (model.support === 'floor') return { min: [min[0] + (max[0] - min[0]) * 0.5, min[1], min[2] + (max[2] - min[2]) * 0.55] as const, max };
  return { min: [min[0] + (max[0] - min[0]) * 0.25, min[1] + (max[1] - min[1]) * 0.55, min[2]] as const, max };
}

export function productScene(model: Model): Scene {
  return { placements: [{ model }], receiver: model.support === 'ceiling' ? 'none' : model.support };
}

/** One picture of a model. */
export function renderView(model: Model, view: ViewName, options: PictureOptions = {}): Picture {
  const size = options.size ?? 600;
  return render(productScene(model), {
    width: size,
    height: size,
    camera: cameraFor(model, view),
    supersample: options.supersample ?? 2,
    background: options.background ?? 'white',
    focus: view === 'detail' ? detailBox(model) : undefined,
  });
}
