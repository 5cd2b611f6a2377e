import { describe, expect, it } from 'vitest';
import { buildModel, kindInfo, modelBounds, modelKinds, parseGlb, toGlb, typicalSize } from '.';

const typical = modelKinds.flatMap((kind) => kindInfo[kind].variants.map((variant) => ({ kind, variant, size: typicalSize(kind, variant) })));

/** The largest sizes the demo catalogue gives (inches), where they are larger than typical. */
const largest: Partial<Record<string, [number, number, number]>> = {
  sectional: [124, 84, 36], sofa: [92, 40, 36], bed: [84, 90, 60], rug: [120, 156, 1], runner: [36, 144, 1], curtain: [54, 1, 108],
  bookcase: [40, 16, 84], dresser: [64, 22, 48], 'dining-table': [84, 42, 31], bedding: [108, 98, 1], throw: [108, 98, 1], pendant: [32, 32, 30],
};

describe('GLB writer', () => {
  it.each(typical)('$kind ($variant): a valid glTF 2.0 binary that reads back as the model, at most 150 KB', ({ kind, variant, size }) => {
    const [w, d, h] = size;
    const model = buildModel({ kind, variant, dimensions: { width: w, depth: d, height: h, unit: 'in' } });
    const glb = toGlb(model);
    expect(glb.byteLength).toBeLessThanOrEqual(150 * 1024);
    const dv = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
    // Header: magic "glTF", version 2, total length; then the JSON chunk, then BIN.
    expect(new TextDecoder().decode(glb.subarray(0, 4))).toBe('glTF');
    expect(dv.getUint32(4, true)).toBe(2);
    expect(dv.getUint32(8, true)).toBe(glb.byteLength);
    expect(dv.getUint32(16, true)).toBe(0x4e4f534a);
    const parsed = parseGlb(glb);
    expect(parsed.problems).toEqual([]);
    const { json } = parsed;
    expect(json.asset.version).toBe('2.0');
    expect(json.nodes[0].extras).toMatchObject({ kind, variant });
    // One primitive per material, each with its material's PBR factors.
    expect(json.meshes[0].primitives.length).toBe(model.materials.length);
    json.materials.forEach((m, i) => {
      expect(m.pbrMetallicRoughness?.baseColorFactor).toEqual([...model.materials[i].baseColor]);
      expect(m.pbrMetallicRoughness?.roughnessFactor).toBe(model.materials[i].roughness);
      expect(m.pbrMetallicRoughness?.metallicFactor).toBe(model.materials[i].metallic);
    });
    // The accessors' min/max together are the model's box: the product's size in metres, Y up, on the floor.
    const min = [Infinity, Infinity, Infinity], max = [-Infinity, -Infinity, -Infinity];
    for (const prim of json.meshes[0].primitives) {
      const acc = json.accessors[prim.attributes.POSITION];
      for (let k = 0; k < 3; k++) {
        min[k] = Math.min(min[k], acc.min![k]);
        max[k] = Math.max(max[k], acc.max![k]);
      }
    }
    const bounds = modelBounds(model);
    expect(min).toEqual([...bounds.min]);
    expect(max).toEqual([...bounds.max]);
    expect(max[0] - min[0]).toBeCloseTo(w * 0.0254, 2);
    expect(max[1] - min[1]).toBeCloseTo(h * 0.0254, 2);
    expect(max[2] - min[2]).toBeCloseTo(d * 0.0254, 2);
    expect(min[1]).toBeCloseTo(0, 4);
    // Every vertex and triangle of the model is in the file.
    const vertices = json.meshes[0].primitives.reduce((n, p) => n + json.accessors[p.attributes.POSITION].count, 0);
    const indices = json.meshes[0].primitives.reduce((n, p) => n + json.accessors[p.indices!].count, 0);
    expect(vertices).toBe(model.parts.reduce((n, p) => n + p.positions.length / 3, 0));
    expect(indices).toBe(model.parts.reduce((n, p) => n + p.indices.length, 0));
  });

  it.each(Object.entries(largest))('%s at the catalogue’s largest size stays within 150 KB', (kind, size) => {
    const [w, d, h] = size!;
    for (const variant of kindInfo[kind as keyof typeof kindInfo].variants) {
      const glb = toGlb(buildModel({ kind, variant, dimensions: { width: w, depth: d, height: h, unit: 'in' } }));
      expect(glb.byteLength, `${kind} ${variant}`).toBeLessThanOrEqual(150 * 1024);
      expect(parseGlb(glb).problems).toEqual([]);
    }
  });

  it('pads both chunks to 4 bytes: JSON with spaces, BIN with zeros', () => {
    const glb = toGlb(buildModel({ kind: 'vase', dimensions: { width: 7, depth: 7, height: 14, unit: 'in' } }));
    const dv = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
    const jsonLength = dv.getUint32(12, true);
    expect(jsonLength % 4).toBe(0);
    const text = new TextDecoder().decode(glb.subarray(20, 20 + jsonLength));
    expect(text).toMatch(/} *$/);
    expect(() => JSON.parse(text)).not.toThrow();
    const binLength = dv.getUint32(20 + jsonLength, true);
    expect(binLength % 4).toBe(0);
    expect(20 + jsonLength + 8 + binLength).toBe(glb.byteLength);
  });

  it('the checker catches a broken file: an index past the vertices, min/max that lie, a view past the buffer', () => {
    const model = buildModel({ kind: 'coffee-table', dimensions: { width: 46, depth: 24, height: 16, unit: 'in' } });
    const glb = toGlb(model);
    const { json } = parseGlb(glb);
    // Rewrite the JSON chunk with a lie in it, keeping the layout valid.
    const rewrite = (change: (j: typeof json) => void) => {
      const j = structuredClone(json);
      change(j);
      const dv = new DataView(glb.buffer, glb.byteOffset, glb.byteLength);
      const oldLength = dv.getUint32(12, true);
      const text = new TextEncoder().encode(JSON.stringify(j));
      const length = (text.byteLength + 3) & ~3;
      const out = new Uint8Array(20 + length + glb.byteLength - 20 - oldLength);
      out.set(glb.subarray(0, 20));
      out.set(text, 20);
      out.fill(0x20, 20 + text.byteLength, 20 + length);
      out.set(glb.subarray(20 + oldLength), 20 + length);
      const odv = new DataView(out.buffer);
      odv.setUint32(8, out.byteLength, true);
      odv.setUint32(12, length, true);
      return parseGlb(out).problems;
    };
    expect(rewrite((j) => { j.accessors[0].max![1] += 0.1; })).toEqual([expect.stringMatching(/min\/max differ/)]);
    expect(rewrite((j) => { j.accessors[0].count += 1; })).toEqual(expect.arrayContaining([expect.stringMatching(/runs past its bufferView/)]));
    expect(rewrite((j) => { j.bufferViews[0].byteLength += 4096 * 1024; })).toEqual(expect.arrayContaining([expect.stringMatching(/runs past the buffer/)]));
    expect(rewrite((j) => { j.accessors[2].count -= 1; })).toEqual(expect.arrayContaining([expect.stringMatching(/not a multiple of 3/)]));
    const bad = glb.slice();
    // Overwrite the first index with a huge one: out of the vertex range.
    const indexView = json.bufferViews[json.accessors[2].bufferView!];
    const binStart = 20 + new DataView(glb.buffer).getUint32(12, true) + 8;
    new DataView(bad.buffer).setUint16(binStart + (indexView.byteOffset ?? 0), 65000, true);
    expect(parseGlb(bad).problems).toEqual([expect.stringMatching(/index 65000 ≥ vertex count/)]);
    expect(() => parseGlb(new TextEncoder().encode('not a glb at all, really'))).toThrow(/bad magic/);
  });
});
