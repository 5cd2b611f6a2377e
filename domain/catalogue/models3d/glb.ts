/**
 * A model as glTF 2.0 binary (GLB): one mesh with one primitive per material
 * (positions, normals and indices), PBR metallic-roughness materials, metres,
 * Y up, the front facing +Z, the origin at the centre of the floor under the
 * product. Pure: the same model gives the same bytes.
 *
 * Layout: a 12-byte header, a JSON chunk (padded with spaces) and a BIN chunk
 * (padded with zeros), each 4-byte aligned; in BIN, each primitive's
 * positions, normals and indices in a bufferView of their own, each starting
 * on a 4-byte boundary.
 */
import type { Model } from './model';

const GLB_MAGIC = 0x46546c67; // "glTF"
const CHUNK_JSON = 0x4e4f534a;
const CHUNK_BIN = 0x004e4942;
const FLOAT = 5126, UNSIGNED_SHORT = 5123, UNSIGNED_INT = 5125;
const ARRAY_BUFFER = 34962, ELEMENT_ARRAY_BUFFER = 34963;

export const glbContentType = 'model/gltf-binary';

interface Primitive {
  material: number;
  positions: Float32Array;
  normals: Float32Array;
  indices: Uint16Array | Uint32Array;
}

/** The parts of each material merged into one primitive, in the order the materials were first used. */
function primitivesOf(model: Model): Primitive[] {
  return model.materials.flatMap((mat, material) => {
    const parts = model.parts.filter((p) => p.material === mat.name);
    const vertices = parts.reduce((n, p) => n + p.positions.length / 3, 0);
    const count = parts.reduce((n, p) => n + p.indices.length, 0);
    if (count === 0) return [];
    const positions = new Float32Array(vertices * 3), normals = new Float32Array(vertices * 3);
    const indices = vertices < 65536 ? new Uint16Array(count) : new Uint32Array(count);
    let v = 0, i = 0;
    for (const p of parts) {
      positions.set(p.positions, v * 3);
      normals.set(p.normals, v * 3);
      for (let k = 0; k < p.indices.length; k++) indices[i++] = p.indices[k] + v;
      v += p.positions.length / 3;
    }
    return [{ material, positions, normals, indices }];
  });
}

const pad4 = (n: number) => (n + 3) & ~3;

/** glTF stores little-endian numbers; typed arrays use the machine's order, so say so on the rare machine where that differs. */
const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

export function toGlb(model: Model): Uint8Array {
  if (!littleEndian) throw new Error('toGlb needs a little-endian machine');
  const primitives = primitivesOf(model);
  const bufferViews: object[] = [];
  const accessors: object[] = [];
  const chunks: { offset: number; bytes: Uint8Array }[] = [];
  let offset = 0;
  const view = (data: ArrayBufferView, target: number) => {
    const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
    chunks.push({ offset, bytes });
    bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes.byteLength, target });
    offset = pad4(offset + bytes.byteLength);
    return bufferViews.length - 1;
  };
  const jsonPrimitives = primitives.map((p) => {
    let min = [Infinity, Infinity, Infinity], max = [-Infinity, -Infinity, -Infinity];
    for (let i = 0; i < p.positions.length; i += 3) {
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k], p.positions[i + k]);
        max[k] = Math.max(max[k], p.positions[i + k]);
      }
    }
    min = min.map((x) => Object.is(x, -0) ? 0 : x);
    max = max.map((x) => Object.is(x, -0) ? 0 : x);
    const count = p.positions.length / 3;
    accessors.push({ bufferView: view(p.positions, ARRAY_BUFFER), componentType: FLOAT, count, type: 'VEC3', min, max });
    const position = accessors.length - 1;
    accessors.push({ bufferView: view(p.normals, ARRAY_BUFFER), componentType: FLOAT, count, type: 'VEC3' });
    const normal = accessors.length - 1;
    accessors.push({ bufferView: view(p.indices, ELEMENT_ARRAY_BUFFER), componentType: p.indices instanceof Uint16Array ? UNSIGNED_SHORT : UNSIGNED_INT, count: p.indices.length, type: 'SCALAR' });
    return { attributes: { POSITION: position, NORMAL: normal }, indices: accessors.length - 1, material: p.material, mode: 4 };
  });
  const materials = model.materials.map((m) => ({
    name: m.name,
    pbrMetallicRoughness: { baseColorFactor: [...m.baseColor], metallicFactor: m.metallic, roughnessFactor: m.roughness },
    ...(m.emissive ? { emissiveFactor: [...m.emissive].map((x) => Math.min(1, x)) } : {}),
    ...(m.baseColor[3] < 1 ? { alphaMode: 'BLEND' } : {}),
    // Shades, curtains and throws are open surfaces: both sides show.
    doubleSided: true,
  }));
  const { width, depth, height } = model.size;
  const json = {
    asset: { version: '2.0', generator: 'Roomcraft models3d' },
    scene: 0,
    scenes: [{ nodes: [0] }],
    nodes: [{ name: model.kind, mesh: 0, extras: { kind: model.kind, variant: model.variant, widthMetres: width, depthMetres: depth, heightMetres: height } }],
    meshes: [{ name: model.kind, primitives: jsonPrimitives }],
    materials,
    accessors,
    bufferViews,
    buffers: [{ byteLength: offset }],
  };
  const jsonBytes = new TextEncoder().encode(JSON.stringify(json));
  const jsonLength = pad4(jsonBytes.byteLength);
  const total = 12 + 8 + jsonLength + 8 + offset;
  const out = new Uint8Array(total);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, GLB_MAGIC, true);
  dv.setUint32(4, 2, true);
  dv.setUint32(8, total, true);
  dv.setUint32(12, jsonLength, true);
  dv.setUint32(16, CHUNK_JSON, true);
  out.set(jsonBytes, 20);
  out.fill(0x20, 20 + jsonBytes.byteLength, 20 + jsonLength);
  const bin = 20 + jsonLength;
  dv.setUint32(bin, offset, true);
  dv.setUint32(bin + 4, CHUNK_BIN, true);
  for (const c of chunks) out.set(c.bytes, bin + 8 + c.offset);
  return out;
}
