/**
 * The boundaries inside app/ (ADR 030), as a pure check over a list of imports so
 * that a test can feed it a planted bad import as well as the real tree.
 *
 * - `app/web/` and `app/ui/` (the kit) import no context, no shell and no route:
 *   web/ imports only web/; ui/ imports ui/ and web/.
 * - A context (`app/<context>/`, routes in its `routes/` folder included) reaches
 *   another context only through its public face: `app/<other>/index.server.ts`
 *   (server code) or `app/<other>/index.ts` (browser-safe code). It never imports
 *   the shell or a route module.
 * - The frame (`app/shell/`, `app/root.tsx`, `app/entry.server.tsx`) and any route
 *   module outside a context folder also reach contexts only through their faces.
 * - A browser-safe face (`index.ts`) re-exports no `.server` module.
 * - The graph of context-to-context imports has no cycle.
 */

/** One import: both sides as paths from the repository root, without extension (`app/commerce/index`). */
export interface AppImport {
  from: string;
  to: string;
}

const kit = new Set(['web', 'ui']);
const frame = new Set(['shell', 'root', 'entry.server', 'load-context']);
/** Folders of app/ that are neither a context, the kit nor the frame. */
const other = new Set(['routes', 'styles']);

/** What a path of app/ belongs to: `kit:web`, `frame:shell`, `context:commerce`, `routes`, or null outside app/. */
export function unitOf(file: string): { kind: 'kit' | 'frame' | 'context' | 'routes' | 'assets'; name: string } | null {
  const parts = file.split('/');
  if (parts[0] !== 'app' || parts.length < 2) return null;
  const top = parts.length === 2 ? parts[1]!.replace(/\.tsx?$/, '') : parts[1]!;
  if (kit.has(top)) return { kind: 'kit', name: top };
  if (frame.has(top)) return { kind: 'frame', name: top };
  if (top === 'routes') return { kind: 'routes', name: top };
  if (other.has(top)) return { kind: 'assets', name: top };
  return { kind: 'context', name: top };
}

const isFace = (to: string, context: string) => to === `app/${context}/index` || to === `app/${context}/index.server`;

/** Every import that breaks a rule, as `from → to: why`. */
export function boundaryViolations(imports: readonly AppImport[]): string[] {
  const broken: string[] = [];
  for (const { from, to } of imports) {
    const source = unitOf(from);
    const target = unitOf(to);
    if (!source || !target || target.kind === 'assets' || (source.kind === target.kind && source.name === target.name)) continue;
    const say = (why: string) => broken.push(`${from} → ${to}: ${why}`);
    if (source.kind === 'kit') {
      if (!(source.name === 'ui' && target.name === 'web')) say(`app/${source.name}/ imports no ${target.kind === 'kit' ? 'ui' : target.kind}`);
      continue;
    }
    if (target.kind === 'context' && !isFace(to, target.name)) say(`another context is reached only through app/${target.name}/index.server.ts or index.ts`);
    if (source.kind === 'context' && (target.kind === 'frame' || target.kind === 'routes')) say(`a context imports no ${target.kind === 'frame' ? 'shell' : 'route module'}`);
  }
  for (const { from, to } of imports) {
    if (/^app\/[^/]+\/index$/.test(from) && to.endsWith('.server')) broken.push(`${from} → ${to}: a browser-safe face re-exports no .server module`);
  }
  return broken;
}

/** The cycles between contexts (each as the contexts on it, smallest first), from the imports between them. */
export function contextCycles(imports: readonly AppImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const a = unitOf(from);
    const b = unitOf(to);
    if (a?.kind !== 'context' || b?.kind !== 'context' || a.name === b.name) continue;
    edges.set(a.name, (edges.get(a.name) ?? new Set()).add(b.name));
  }
  // Tarjan's strongly connected components: every component of two or more contexts is a cycle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}
