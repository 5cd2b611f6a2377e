/**
 * A contact sheet of every model kind and variant (typical size, default
 * finish), rendered by the 3D kernel: `npx tsx scripts/models3d-contact-sheet.ts [out.png] [view]`.
 */
import sharp from 'sharp';
import { buildModel, kindInfo, modelKinds, renderView, typicalSize, viewsFor, type ViewName } from '../domain/catalogue/models3d';
import { encodePicture } from '../infra/images/model-pictures';

const out = process.argv[2] ?? '/tmp/models3d-contact-sheet.png';
const only = process.argv[3] as ViewName | undefined;
const filter = process.argv[4];
const cell = 240;
const tiles: { label: string; png: Buffer }[] = [];
const started = performance.now();
for (const kind of modelKinds) {
  if (filter && !filter.split(',').includes(kind)) continue;
  const info = kindInfo[kind];
  for (const variant of info.variants) {
    const [width, depth, height] = typicalSize(kind, variant);
    const model = buildModel({ kind, variant, dimensions: { width, depth, height, unit: 'in' } });
    const views = only === undefined ? ['three-quarter' as const] : (only as string) === 'all' ? viewsFor(model) : [only];
    for (const view of views) {
      const picture = renderView(model, view, { size: cell, supersample: 2 });
      tiles.push({ label: `${kind} · ${variant}${views.length > 1 ? ` · ${view}` : ''}`, png: await encodePicture(picture, 'png') });
    }
  }
}
const cols = Number(process.env.COLS ?? 8);
const rows = Math.ceil(tiles.length / cols);
const labelH = 22;
const composite = tiles.flatMap((t, i) => {
  const x = (i % cols) * cell, y = Math.floor(i / cols) * (cell + labelH);
  const text = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${cell}" height="${labelH}"><rect width="100%" height="100%" fill="#f3f3f3"/><text x="6" y="15" font-family="sans-serif" font-size="13" fill="#222">${t.label}</text></svg>`);
  return [{ input: t.png, left: x, top: y }, { input: text, left: x, top: y + cell }];
});
await sharp({ create: { width: cols * cell, height: rows * (cell + labelH), channels: 4, background: '#ffffff' } }).composite(composite).png().toFile(out);
console.log(`${tiles.length} tiles in ${((performance.now() - started) / 1000).toFixed(1)} s → ${out}`);
