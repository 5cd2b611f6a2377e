// Runs after `npm install` (package.json "postinstall"); see docs/decisions/031-route-matching-cache.md.
//
// @remix-run/router 1.x flattens and ranks the whole route tree on every match,
// and compiles a regular expression for every route it tries: the server
// matches each request twice (Remix's own match and the static handler's),
// which with this app's 400 route modules was over a third of the server's CPU
// on JSON calls. On the server the route tree never changes once a request
// handler is made, so the ranked branches are kept per tree (a WeakMap keyed by
// the routes array), and a route path's compiled expression is kept (bounded).
// Only the CommonJS build is patched: that is the one Node loads; the browser
// bundle (the ESM build) may grow its tree (lazy route discovery) and keeps
// upstream behaviour.
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const file = require.resolve('@remix-run/router');
const marker = '/* roomcraft: ranked branches kept per route tree */';
const upstream = '  let branches = flattenRoutes(routes);\n  rankRouteBranches(branches);\n';
const patched = `  let branches = rankedBranchesOf(routes); ${marker}\n`;
const helper = `
${marker}
const rankedBranches = new WeakMap();
function rankedBranchesOf(routes) {
  let branches = rankedBranches.get(routes);
  if (!branches) {
    branches = flattenRoutes(routes);
    rankRouteBranches(branches);
    rankedBranches.set(routes, branches);
  }
  return branches;
}
`;

const compileUpstream = 'function compilePath(path, caseSensitive, end) {\n';
const compileHelper = `
${marker}
const compiledPaths = new Map();
function compilePath(path, caseSensitive, end) {
  const key = (caseSensitive === true ? '1' : '0') + (end === false ? '0' : '1') + path;
  let compiled = compiledPaths.get(key);
  if (!compiled) {
    if (compiledPaths.size >= 10000) compiledPaths.clear();
    compiled = compilePathUncached(path, caseSensitive, end);
    compiledPaths.set(key, compiled);
  }
  return compiled;
}
function compilePathUncached(path, caseSensitive, end) {
`;

// Second part (issue 27): a pathname's matches are kept per route tree (bounded), so
// the two matches of every request, after the first of its path, are a lookup.
// Each answer is a fresh copy (its matches share one params object, as upstream's do).
const pathMarker = '/* roomcraft: matches kept per route tree and pathname */';
const matchAnchor = 'function matchRoutesImpl(';
const pathHelper = `
${pathMarker}
const matchedPaths = new WeakMap();
function matchRoutesImpl(routes, locationArg, basename, allowPartial) {
  let location = typeof locationArg === "string" ? parsePath(locationArg) : locationArg;
  let key = (allowPartial ? "1" : "0") + (basename || "") + "\\u0000" + (location.pathname || "/");
  let byPath = matchedPaths.get(routes);
  if (!byPath) {
    byPath = new Map();
    matchedPaths.set(routes, byPath);
  }
  let matches = byPath.get(key);
  if (matches === undefined) {
    matches = matchRoutesImplUncached(routes, locationArg, basename, allowPartial);
    if (byPath.size >= 5000) byPath.clear();
    byPath.set(key, matches);
  }
  if (!matches) return matches;
  let params = Object.assign({}, matches[matches.length - 1].params);
  return matches.map((m) => ({ params, pathname: m.pathname, pathnameBase: m.pathnameBase, route: m.route }));
}
function matchRoutesImplUncached(`;

const once = (source, text) => {
  const at = source.indexOf(text);
  return at >= 0 && source.indexOf(text, at + 1) < 0;
};
let source = fs.readFileSync(file, 'utf8');
if (source.includes(pathMarker)) process.exit(0);
if (!source.includes(marker)) {
  if (!once(source, upstream) || !once(source, compileUpstream) || !once(source, matchAnchor)) {
    console.error(`patch-remix-router: ${file} is not the @remix-run/router this patch was written for (the match code changed); route matching stays uncached.`);
    process.exit(0);
  }
  source = source.replace(upstream, patched).replace(matchAnchor, `${helper}${matchAnchor}`).replace(compileUpstream, compileHelper);
  console.log('patch-remix-router: route matching keeps its ranked branches per route tree');
}
if (!once(source, matchAnchor)) {
  console.error(`patch-remix-router: ${file} has no single matchRoutesImpl; matches are not kept per pathname.`);
  process.exit(0);
}
fs.writeFileSync(file, source.replace(matchAnchor, pathHelper));
console.log('patch-remix-router: route matching keeps each pathname\'s matches per route tree');
