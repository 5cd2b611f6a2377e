/**
 * Reads a GLB back and checks it against the glTF 2.0 rules that hold
 * without a validator: the header and chunk layout, 4-byte alignment, every
 * bufferView inside the buffer, every accessor inside its bufferView and
 * aligned to its component size, POSITION min/max equal to the data, indices
 * within the vertex count, unit normals. The tests use it on every kind; the
 * catalogue may use it on a stored file.
 */
export interface Gltf {
  asset: { version: string; generator?: string };
  scene?: number;
  scenes: { nodes: number[] }[];
  nodes: { name?: string; mesh?: number; extras?: Record<string, unknown> }[];
  meshes: { name?: string; primitives: { attributes: Record<string, number>; indices?: number; material?: number; mode?: number }[] }[];
  materials: { name?: string; pbrMetallicRoughness?: { baseColorFactor?: number[]; metallicFactor?: number; roughnessFactor?: number }; emissiveFactor?: number[]; alphaMode?: string; doubleSided?: boolean }[];
  accessors: { bufferView?: number; byteOffset?: number; componentType: number; count: number; type: string; min?: number[]; max?: number[] }[];
  bufferViews: { buffer: number; byteOffset?: number; byteLength: number; byteStride?: number; target?: number }[];
  buffers: { byteLength: number; uri?: string }[];
}

export interface ParsedGlb {
  json: Gltf;
  bin: Uint8Array;
  /** An accessor's values as a typed array (copied, so alignment never matters). */
  read(accessor: number): Float32Array | Uint16Array | Uint32Array | Uint8Array;
  /** Every rule the file breaks; empty when it is valid. */
  problems: string[];
}

const componentSize: Record<number, number> = { 5120: 1, 5121: 1, 5122: 2, 5123: 2, 5125: 4, 5126: 4 };
const typeSize: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4, MAT4: 16 };

export function parseGlb(bytes: Uint8Array): ParsedGlb {
  const problems: string[] = [];
  const fail = (message: string): never => {
    throw new Error(`not a GLB: ${message}`);
  };
  if (bytes.byteLength < 20) fail('shorter than a header');
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (dv.getUint32(0, true) !== 0x46546c67) fail('bad magic');
  if (dv.getUint32(4, true) !== 2) problems.push(`version ${dv.getUint32(4, true)}, expected 2`);
  if (dv.getUint32(8, true) !== bytes.byteLength) problems.push(`header length ${dv.getUint32(8, true)} ≠ file length ${bytes.byteLength}`);
  if (bytes.byteLength % 4 !== 0) problems.push('file length not a multiple of 4');
  const jsonLength = dv.getUint32(12, true);
  if (dv.getUint32(16, true) !== 0x4e4f534a) fail('first chunk is not JSON');
  if (jsonLength % 4 !== 0) problems.push('JSON chunk length not a multiple of 4');
  const jsonText = new TextDecoder().decode(bytes.subarray(20, 20 + jsonLength));
  const json = JSON.parse(jsonText) as Gltf;
  const binStart = 20 + jsonLength;
  let bin = new Uint8Array(0);
  if (binStart < bytes.byteLength) {
    const binLength = dv.getUint32(binStart, true);
    if (dv.getUint32(binStart + 4, true) !== 0x004e4942) problems.push('second chunk is not BIN');
    if (binLength % 4 !== 0) problems.push('BIN chunk length not a multiple of 4');
    if (binStart + 8 + binLength !== bytes.byteLength) problems.push('chunks do not end at the end of the file');
    bin = bytes.slice(binStart + 8, binStart + 8 + binLength);
  }
  if (json.asset?.version !== '2.0') problems.push('asset.version is not 2.0');
  const buffer = json.buffers?.[0];
  if (!buffer || buffer.uri !== undefined) problems.push('buffer 0 must be the GLB BIN chunk');
  if (buffer && buffer.byteLength > bin.byteLength) problems.push(`buffer byteLength ${buffer.byteLength} > BIN ${bin.byteLength}`);
  if (buffer && bin.byteLength - buffer.byteLength > 3) problems.push('BIN chunk longer than the buffer plus padding');

  json.bufferViews.forEach((v, i) => {
    const start = v.byteOffset ?? 0;
    if (start + v.byteLength > (buffer?.byteLength ?? 0)) problems.push(`bufferView ${i} runs past the buffer`);
    if (start % 4 !== 0) problems.push(`bufferView ${i} not 4-byte aligned`);
  });
  const read = (a: number) => {
    const acc = json.accessors[a];
    const v = json.bufferViews[acc.bufferView!];
    const size = componentSize[acc.componentType] * typeSize[acc.type];
    const start = (v.byteOffset ?? 0) + (acc.byteOffset ?? 0);
    const slice = bin.slice(start, start + size * acc.count);
    switch (acc.componentType) {
      case 5126: return new Float32Array(slice.buffer);
      case 5123: return new Uint16Array(slice.buffer);
      case 5125: return new Uint32Array(slice.buffer);
      default: return new Uint8Array(slice.buffer);
    }
  };
  json.accessors.forEach((acc, i) => {
    const cs = componentSize[acc.componentType], ts = typeSize[acc.type];
    if (!cs || !ts) return problems.push(`accessor ${i}: unknown component or element type`);
    if (acc.count < 1) problems.push(`accessor ${i}: count < 1`);
    const v = json.bufferViews[acc.bufferView ?? -1];
    if (!v) return problems.push(`accessor ${i}: no bufferView`);
    const offset = acc.byteOffset ?? 0;
    if (offset % cs !== 0 || ((v.byteOffset ?? 0) + offset) % cs !== 0) problems.push(`accessor ${i}: not aligned to its component size`);
    const stride = v.byteStride ?? cs * ts;
    if (offset + stride * (acc.count - 1) + cs * ts > v.byteLength) problems.push(`accessor ${i}: runs past its bufferView`);
  });
  for (const [m, mesh] of json.meshes.entries()) {
    for (const [p, prim] of mesh.primitives.entries()) {
      const at = `mesh ${m} primitive ${p}`;
      const pos = prim.attributes.POSITION;
      if (pos === undefined) { problems.push(`${at}: no POSITION`); continue; }
      const pa = json.accessors[pos];
      if (pa.type !== 'VEC3' || pa.componentType !== 5126) problems.push(`${at}: POSITION must be float VEC3`);
      if (!pa.min || !pa.max) problems.push(`${at}: POSITION needs min and max`);
      const positions = read(pos) as Float32Array;
      const min = [Infinity, Infinity, Infinity], max = [-Infinity, -Infinity, -Infinity];
      for (let i = 0; i < positions.length; i += 3) for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k], positions[i + k]);
        max[k] = Math.max(max[k], positions[i + k]);
      }
      if (pa.min && pa.max && [0, 1, 2].some((k) => pa.min![k] !== min[k] || pa.max![k] !== max[k])) problems.push(`${at}: POSITION min/max differ from the data`);
      const nor = prim.attributes.NORMAL;
      if (nor !== undefined) {
        const na = json.accessors[nor];
        if (na.count !== pa.count) problems.push(`${at}: NORMAL count ≠ POSITION count`);
        const normals = read(nor) as Float32Array;
        for (let i = 0; i < normals.length; i += 3) {
          const l = Math.hypot(normals[i], normals[i + 1], normals[i + 2]);
          if (Math.abs(l - 1) > 0.005) { problems.push(`${at}: normal ${i / 3} has length ${l}`); break; }
        }
      }
      if (prim.indices !== undefined) {
        const ia = json.accessors[prim.indices];
        if (ia.type !== 'SCALAR' || ![5121, 5123, 5125].includes(ia.componentType)) problems.push(`${at}: indices must be unsigned SCALAR`);
        if ((prim.mode ?? 4) === 4 && ia.count % 3 !== 0) problems.push(`${at}: triangle indices not a multiple of 3`);
        const indices = read(prim.indices);
        let top = 0;
        for (const i of indices) top = Math.max(top, i);
        if (top >= pa.count) problems.push(`${at}: index ${top} ≥ vertex count ${pa.count}`);
        const view = json.bufferViews[ia.bufferView!];
        if (view.target !== undefined && view.target !== 34963) problems.push(`${at}: indices bufferView target is not ELEMENT_ARRAY_BUFFER`);
        if (view.byteStride !== undefined) problems.push(`${at}: indices bufferView has a byteStride`);
      }
      if (prim.material !== undefined && !json.materials[prim.material]) problems.push(`${at}: no material ${prim.material}`);
    }
  }
  json.materials.forEach((m, i) => {
    const pbr = m.pbrMetallicRoughness ?? {};
    const inUnit = (x: number | undefined) => x === undefined || (x >= 0 && x <= 1);
    if (![...(pbr.baseColorFactor ?? []), pbr.metallicFactor, pbr.roughnessFactor, ...(m.emissiveFactor ?? [])].every(inUnit)) problems.push(`material ${i}: a factor outside [0, 1]`);
  });
  return { json, bin, read, problems };
}
