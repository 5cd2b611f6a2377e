// Runs after `npm install` (package.json "postinstall"); see docs/decisions/031-remix-route-matching-cache.md.
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

const once = (source, text) => {
  const at = source.indexOf(text);
  return at >= 0 && source.indexOf(text, at + 1) < 0;
};
const source = fs.readFileSync(file, 'utf8');
if (source.includes(marker)) process.exit(0);
if (!once(source, upstream) || !once(source, compileUpstream)) {
  console.error(`patch-remix-router: ${file} is not the @remix-run/router this patch was written for (the match code changed); route matching stays uncached.`);
  process.exit(0);
}
const anchor = 'function matchRoutesImpl(';
fs.writeFileSync(file, source.replace(upstream, patched).replace(anchor, `${helper}${anchor}`).replace(compileUpstream, compileHelper));
console.log('patch-remix-router: route matching keeps its ranked branches per route tree');
