// Runs after `npm install` (package.json "postinstall", after patch-remix-router.mjs);
// see docs/decisions/031-route-matching-cache.md (second addendum).
//
// Every server-rendered page rebuilt the whole route tree twice before React
// rendered a thing: Remix's RemixServer turned the ~400 route manifests into
// server routes, then React Router's createStaticRouter turned those into data
// routes. Both trees were new objects on every render, so the matching caches of
// patch-remix-router.mjs (kept per route tree) never hit on a page: flattening,
// ranking and matching 400 routes ran on every render (about a fifth of a page's
// CPU). On the server the manifest and the route modules never change once the
// build is loaded, so both trees are kept: the server routes per manifest (while
// the route modules are the same), the data routes per server-route tree. Nothing
// in a render changes either tree (both are built from spreads of the inputs).
// Only the CommonJS builds are patched: those are what Node loads; the browser
// keeps upstream behaviour.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const marker = '/* roomcraft: route trees kept across renders */';
const once = (source, text) => {
  const at = source.indexOf(text);
  return at >= 0 && source.indexOf(text, at + 1) < 0;
};

function patch(file, anchor, replacement, helperAnchor, helper, what) {
  let source = fs.readFileSync(file, 'utf8');
  if (source.includes(marker)) return;
  if (!once(source, anchor) || !once(source, helperAnchor)) {
    console.error(`patch-remix-ssr: ${file} is not the code this patch was written for; ${what} stays rebuilt per render.`);
    return;
  }
  source = source.replace(anchor, replacement).replace(helperAnchor, `${helper}${helperAnchor}`);
  fs.writeFileSync(file, source);
  console.log(`patch-remix-ssr: ${what}: kept across renders`);
}

// 1. @remix-run/react: RemixServer's server routes, per manifest.
const remixServer = path.join(path.dirname(require.resolve('@remix-run/react')), 'server.js');
patch(
  remixServer,
  'let routes$1 = routes.createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);',
  `let routes$1 = serverRoutesOf(manifest.routes, routeModules, context.future, context.isSpaMode); ${marker}`,
  'function RemixServer({',
  `${marker}
const serverRoutes = new WeakMap();
function sameModules(a, b) {
  if (a === b) return true;
  let n = 0;
  for (const id in b) {
    if (a[id] !== b[id]) return false;
    n++;
  }
  return n === Object.keys(a).length;
}
function serverRoutesOf(manifestRoutes, routeModules, future, isSpaMode) {
  let kept = serverRoutes.get(manifestRoutes);
  if (kept && kept.isSpaMode === isSpaMode && kept.future === future && sameModules(kept.routeModules, routeModules)) return kept.routes;
  let built = routes.createServerRoutes(manifestRoutes, routeModules, future, isSpaMode);
  serverRoutes.set(manifestRoutes, { routes: built, routeModules, future, isSpaMode });
  return built;
}
`,
  "RemixServer's route tree",
);

// 2. react-router-dom/server: createStaticRouter's data routes (and their id index), per server-route tree.
const routerServer = require.resolve('react-router-dom/server');
patch(
  routerServer,
  `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest);`,
  `function createStaticRouter(routes, context, opts = {}) {
  let { manifest, dataRoutes } = dataRoutesOf(routes); ${marker}`,
  'function createStaticRouter(',
  `${marker}
const keptDataRoutes = new WeakMap();
function dataRoutesOf(routes) {
  let kept = keptDataRoutes.get(routes);
  if (!kept) {
    let manifest = {};
    kept = { manifest, dataRoutes: router.UNSAFE_convertRoutesToDataRoutes(routes, reactRouter.UNSAFE_mapRouteProperties, undefined, manifest) };
    keptDataRoutes.set(routes, kept);
  }
  return kept;
}
`,
  "the static router's data routes",
);
