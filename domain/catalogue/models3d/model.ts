/**
 * A product's model: named parts, each one mesh in one material, in metres
 * with Y up, the origin at the centre of the floor under the product and its
 * front facing +Z (glTF's conventions). Wall pieces have their back on the
 * plane z = -depth/2 and their bottom at y = 0; a pendant's canopy is at
 * y = height (the ceiling). The page hangs them where they go.
 */
import type { PbrMaterial } from './finish';
import type { ModelKind, Support } from './kinds';
import { emptyMesh, type Mesh, type Vec3 } from './mesh';

export interface Part {
  name: string;
  /** The name of one of the model's materials. */
  material: string;
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint32Array;
  min: Vec3;
  max: Vec3;
}

export interface Model {
  kind: ModelKind;
  variant: string;
  /** Metres: the box the model fills exactly. */
  size: { width: number; depth: number; height: number };
  support: Support;
  materials: PbrMaterial[];
  parts: Part[];
}

export function boundsOf(positions: ArrayLike<number>): { min: Vec3; max: Vec3 } {
  const min = [Infinity, Infinity, Infinity], max = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < positions.length; i += 3) {
    for (let k = 0; k < 3; k++) {
      const v = positions[i + k];
      if (v < min[k]) min[k] = v;
      if (v > max[k]) max[k] = v;
    }
  }
  return { min: min as unknown as Vec3, max: max as unknown as Vec3 };
}

export function modelBounds(model: Model): { min: Vec3; max: Vec3 } {
  const min = [Infinity, Infinity, Infinity], max = [-Infinity, -Infinity, -Infinity];
  for (const p of model.parts) {
    for (let k = 0; k < 3; k++) {
      min[k] = Math.min(min[k], p.min[k]);
      max[k] = Math.max(max[k], p.max[k]);
    }
  }
  return { min: min as unknown as Vec3, max: max as unknown as Vec3 };
}

/** Collects a model's parts; a material is registered the first time a part uses it. */
export class Parts {
  readonly parts: Part[] = [];
  readonly materials: PbrMaterial[] = [];

  add(name: string, material: PbrMaterial, draw: (m: Mesh) => void): this {
    const known = this.materials.find((x) => x.name === material.name);
    if (!known) this.materials.push(material);
    else if (JSON.stringify(known) !== JSON.stringify(material)) throw new Error(`two materials named ${material.name}`);
    const m = emptyMesh();
    draw(m);
    if (m.indices.length === 0) return this;
    const positions = new Float32Array(m.positions);
    const { min, max } = boundsOf(positions);
    this.parts.push({ name, material: material.name, positions, normals: new Float32Array(m.normals), indices: new Uint32Array(m.indices), min, max });
    return this;
  }
}
