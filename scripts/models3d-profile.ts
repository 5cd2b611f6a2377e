/**
 * Renders every view of every kind (the bench's 114 pictures at 600×600) once,
 * for a CPU profile of the picture path and to compare renders before and after
 * a change to the renderer:
 *   npx tsx scripts/models3d-profile.ts [dir] [--encode]
 * With a directory, writes each picture's raw RGBA there (kind-view.rgba), or,
 * when the file is already there, compares against it and prints the largest
 * channel difference and how many pixels differ. A directory also gets the room
 * tiles and a transparent three-quarter view of each kind (not timed).
 *
 * A CPU profile with line numbers (tsx's transform loses them): bundle the script
 * into the worktree's ignored tmp/ (so that sharp resolves), then profile the bundle:
 *   npx esbuild scripts/models3d-profile.ts --bundle --platform=node --format=esm --external:sharp --outfile=tmp/m3d.mjs
 *   node --cpu-prof --cpu-prof-dir=/tmp/m3d-prof tmp/m3d.mjs
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { buildModel, kindInfo, modelKinds, renderRoom, renderView, roomTypes, typicalSize, viewsFor, type Picture } from '../domain/catalogue/models3d';
import { encodePicture } from '../infra/images/model-pictures';

const dir = process.argv.slice(2).find((a) => !a.startsWith('--'));
const encode = process.argv.includes('--encode');
const size = Number(process.env.SIZE ?? 600);
if (dir) mkdirSync(dir, { recursive: true });
let renderMs = 0, renderCpu = 0, encodeMs = 0, views = 0, bytes = 0, compared = 0, changed = 0, worst = { diff: 0, pixels: 0, label: '' };

function compare(name: string, picture: Picture) {
  const file = `${dir}/${name}.rgba`;
  if (!existsSync(file)) return writeFileSync(file, picture.rgba);
  const before = readFileSync(file);
  let diff = 0, pixels = 0;
  for (let i = 0; i < before.length; i += 4) {
    let d = 0;
    for (let k = 0; k < 4; k++) d = Math.max(d, Math.abs(before[i + k] - picture.rgba[i + k]));
    if (d > 0) pixels++;
    diff = Math.max(diff, d);
  }
  compared++;
  if (pixels) changed++;
  if (diff > worst.diff || (diff === worst.diff && diff > 0 && pixels > worst.pixels)) worst = { diff, pixels, label: `${name} (${pixels} pixels differ)` };
}

for (const kind of modelKinds) {
  const variant = kindInfo[kind].variants[0];
  const [width, depth, height] = typicalSize(kind, variant);
  const model = buildModel({ kind, variant, dimensions: { width, depth, height, unit: 'in' }, material: kindInfo[kind].material, colour: kindInfo[kind].colour });
  for (const view of viewsFor(model)) {
    let t = performance.now();
    const c = process.cpuUsage();
    const picture = renderView(model, view, { size });
    renderMs += performance.now() - t;
    const used = process.cpuUsage(c);
    renderCpu += (used.user + used.system) / 1000;
    views++;
    if (encode) {
      t = performance.now();
      bytes += (await encodePicture(picture, 'webp')).byteLength;
      encodeMs += performance.now() - t;
    }
    if (dir) compare(`${kind}-${view}`, picture);
  }
}
if (dir) {
  for (const type of roomTypes) compare(`room-${type}`, renderRoom(type));
  for (const kind of modelKinds) {
    const [width, depth, height] = typicalSize(kind, kindInfo[kind].variants[0]);
    compare(`${kind}-transparent`, renderView(buildModel({ kind, dimensions: { width, depth, height, unit: 'in' } }), 'three-quarter', { size: 300, background: 'transparent' }));
  }
}
console.log(`${views} views at ${size}×${size}: render ${(renderMs / views).toFixed(1)} ms a view (CPU ${(renderCpu / views).toFixed(1)} ms)${encode ? `, WebP ${(encodeMs / views).toFixed(1)} ms a view, ${(bytes / views / 1024).toFixed(1)} KB a view` : ''}`);
if (dir) console.log(`compared: ${changed} of ${compared} pictures differ; largest channel difference ${worst.diff}${worst.label ? ` in ${worst.label}` : ''}`);
