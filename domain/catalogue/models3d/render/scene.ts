/**
 * What the renderer draws: models placed on a floor (moved and turned about
 * the vertical axis), flattened into one triangle soup in world space.
 */
import type { PbrMaterial } from '../finish';
import type { Support } from '../kinds';
import type { Model } from '../model';

export interface Placement {
  /** A product's model, or any set of parts and materials (a room's walls). */
  model: Pick<Model, 'parts' | 'materials'>;
  /** Where the model's origin goes (metres) and its turn about Y (radians, counter-clockwise seen from above). */
  x?: number;
  y?: number;
  z?: number;
  turn?: number;
}

export interface Scene {
  placements: Placement[];
  /**
   * A room's floor and walls: drawn and lit like the rest, but the soft
   * contact shadow is that of the placements on this floor (y = 0), and the
   * card around the room stays plain white.
   */
  shell?: Placement[];
  /**
   * The plane the soft contact shadow falls on: the floor (y = 0), the wall
   * behind a wall piece (its back plane), or none (a pendant, a room whose
   * floor is geometry).
   */
  receiver: Support | 'none';
}

/** All triangles of a scene in world space, with per-vertex normals and a material per triangle. */
export interface Soup {
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
  triangleMaterial: Uint16Array;
  materials: PbrMaterial[];
  min: [number, number, number];
  max: [number, number, number];
}

export function flatten(scene: Pick<Scene, 'placements' | 'shell'>): Soup {
  const all = [...scene.placements, ...(scene.shell ?? [])];
  let vertexCount = 0, indexCount = 0;
  for (const { model } of all) for (const part of model.parts) {
    vertexCount += part.positions.length / 3;
    indexCount += part.indices.length;
  }
  const positions = new Float32Array(vertexCount * 3);
  const normals = new Float32Array(vertexCount * 3);
  const indices = new Uint32Array(indexCount);
  const triangleMaterial = new Uint16Array(indexCount / 3);
  const materials: PbrMaterial[] = [];
  const min: [number, number, number] = [Infinity, Infinity, Infinity];
  const max: [number, number, number] = [-Infinity, -Infinity, -Infinity];
  let v = 0, t = 0;
  all.forEach((placement, which) => {
    const { model, x = 0, y = 0, z = 0, turn = 0 } = placement;
    const c = Math.cos(turn), s = Math.sin(turn);
    const matIndex = new Map<string, number>();
    for (const mat of model.materials) {
      matIndex.set(mat.name, materials.length);
      materials.push({ ...mat, name: `${which}:${mat.name}` });
    }
    for (const part of model.parts) {
      const base = v;
      const p = part.positions, n = part.normals;
      for (let i = 0; i < p.length; i += 3) {
        const px = p[i], py = p[i + 1], pz = p[i + 2];
        const wx = c * px + s * pz + x, wy = py + y, wz = -s * px + c * pz + z;
        positions[v * 3] = wx;
        positions[v * 3 + 1] = wy;
        positions[v * 3 + 2] = wz;
        normals[v * 3] = c * n[i] + s * n[i + 2];
        normals[v * 3 + 1] = n[i + 1];
        normals[v * 3 + 2] = -s * n[i] + c * n[i + 2];
        if (wx < min[0]) min[0] = wx;
        if (wy < min[1]) min[1] = wy;
        if (wz < min[2]) min[2] = wz;
        if (wx > max[0]) max[0] = wx;
        if (wy > max[1]) max[1] = wy;
        if (wz > max[2]) max[2] = wz;
        v++;
      }
      const mi = matIndex.get(part.material)!;
      for (let i = 0; i < part.indices.length; i += 3) {
        indices[t * 3] = part.indices[i] + base;
        indices[t * 3 + 1] = part.indices[i + 1] + base;
        indices[t * 3 + 2] = part.indices[i + 2] + base;
        triangleMaterial[t] = mi;
        t++;
      }
    }
  });
  return { positions, normals, indices, triangleMaterial, materials, min, max };
}
