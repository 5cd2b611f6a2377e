/**
 * Cameras: a view direction (azimuth around the product, elevation above the
 * floor), perspective or orthographic, fitted so that what must be seen fills
 * the picture with a margin and sits in its centre.
 */
import { normalize, vec, type Vec3 } from '../mesh';

export interface CameraSpec {
  /** Degrees around Y from the front (+Z); positive turns towards +X (the viewer's right). */
  azimuth: number;
  /** Degrees above the horizon; 90 looks straight down. */
  elevation: number;
  /** Vertical field of view in degrees; 0 for orthographic. */
  fov: number;
  /** Fraction of the picture left free on each side. */
  margin: number;
}

/** A fitted camera: world → pixel, with a depth that grows towards the viewer and is linear in screen space. */
export interface Camera {
  eye: Vec3;
  right: Vec3;
  up: Vec3;
  forward: Vec3;
  ortho: boolean;
  /** Pixels per unit of the projected coordinate, and where its origin lands. */
  scale: number;
  cx: number;
  cy: number;
  width: number;
  height: number;
}

const rad = (d: number) => (d * Math.PI) / 180;

/** The camera's axes for a spec, looking at `target` from `distance`. */
function orient(spec: CameraSpec, target: Vec3, distance: number) {
  const az = rad(spec.azimuth), el = rad(spec.elevation);
  const toEye: Vec3 = [Math.sin(az) * Math.cos(el), Math.sin(el), Math.cos(az) * Math.cos(el)];
  const eye = vec.add(target, vec.scale(toEye, distance));
  const forward = vec.scale(toEye, -1);
  // Straight down, "up" on the picture is the back of the product (-Z turned by the azimuth).
  const worldUp: Vec3 = Math.abs(forward[1]) > 0.999 ? [-Math.sin(az), 0, -Math.cos(az)] : [0, 1, 0];
  const right = normalize(vec.cross(forward, worldUp));
  const up = vec.cross(right, forward);
  return { eye, forward, right, up };
}

/** Projected (unscaled) coordinates of a world point. */
export function project(c: Pick<Camera, 'eye' | 'right' | 'up' | 'forward' | 'ortho'>, p: Vec3): [number, number, number] {
  const dx = p[0] - c.eye[0], dy = p[1] - c.eye[1], dz = p[2] - c.eye[2];
  const x = dx * c.right[0] + dy * c.right[1] + dz * c.right[2];
  const y = dx * c.up[0] + dy * c.up[1] + dz * c.up[2];
  const z = dx * c.forward[0] + dy * c.forward[1] + dz * c.forward[2];
  return c.ortho ? [x, y, z] : [x / z, y / z, z];
}

/**
 * A camera for `spec` that frames `points` (flat x, y, z triples): the
 * picture's margin is kept on the tighter side and the points are centred.
 */
export function fitCamera(spec: CameraSpec, points: ArrayLike<number>, width: number, height: number): Camera {
  let minX = Infinity, minY = Infinity, minZ = Infinity, maxX = -Infinity, maxY = -Infinity, maxZ = -Infinity;
  for (let i = 0; i < points.length; i += 3) {
    minX = Math.min(minX, points[i]); maxX = Math.max(maxX, points[i]);
    minY = Math.min(minY, points[i + 1]); maxY = Math.max(maxY, points[i + 1]);
    minZ = Math.min(minZ, points[i + 2]); maxZ = Math.max(maxZ, points[i + 2]);
  }
  const target: Vec3 = [(minX + maxX) / 2, (minY + maxY) / 2, (minZ + maxZ) / 2];
  const radius = Math.max(0.05, Math.hypot(maxX - minX, maxY - minY, maxZ - minZ) / 2);
  const ortho = spec.fov <= 0;
  const distance = ortho ? radius * 4 : radius / Math.sin(rad(spec.fov) / 2) + radius * 0.2;
  const axes = orient(spec, target, distance);
  const cam = { ...axes, ortho };
  let a = Infinity, b = Infinity, c = -Infinity, d = -Infinity;
  for (let i = 0; i < points.length; i += 3) {
    const [x, y] = project(cam, [points[i], points[i + 1], points[i + 2]]);
    a = Math.min(a, x); c = Math.max(c, x);
    b = Math.min(b, y); d = Math.max(d, y);
  }
  const usableW = width * (1 - 2 * spec.margin), usableH = height * (1 - 2 * spec.margin);
  const scale = Math.min(usableW / Math.max(c - a, 1e-9), usableH / Math.max(d - b, 1e-9));
  return {
    ...cam,
    scale,
    cx: width / 2 - scale * ((a + c) / 2),
    cy: height / 2 + scale * ((b + d) / 2),
    width,
    height,
  };
}

/** An explicit perspective camera: where the eye is, what it looks at, its vertical field of view in degrees. */
export interface PerspectiveView {
  eye: Vec3;
  target: Vec3;
  fov: number;
}

export const isPerspectiveView = (c: CameraSpec | PerspectiveView): c is PerspectiveView => 'eye' in c;

/** The camera of an explicit view: nothing is fitted; the picture's height spans `fov`. */
export function lookAt(view: PerspectiveView, width: number, height: number): Camera {
  const forward = normalize(vec.sub(view.target, view.eye));
  const worldUp: Vec3 = Math.abs(forward[1]) > 0.999 ? [0, 0, -1] : [0, 1, 0];
  const right = normalize(vec.cross(forward, worldUp));
  const up = vec.cross(right, forward);
  const scale = height / 2 / Math.tan(rad(Math.max(1, Math.min(170, view.fov))) / 2);
  return { eye: [...view.eye], forward, right, up, ortho: false, scale, cx: width / 2, cy: height / 2, width, height };
}
