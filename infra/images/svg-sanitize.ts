import { ValidationError } from '../../domain/shared/errors';
import { svgTags, SvgTagError } from './svg-tags';

/** Largest SVG text the renderer takes (images on a board arrive inlined as data: URIs). */
export const maxSvgBytes = 8 * 1024 * 1024;

export const svgMessages = {
  empty: 'Please send the board as SVG text.',
  tooLarge: 'The SVG is too large (at most 8 MB).',
  notSvg: 'The SVG could not be read: it must be one <svg> document.',
  forbidden: (what: string) => `The SVG contains something that is not allowed: ${what}.`,
  reference: (ref: string) => `The SVG refers to something outside the board: ${ref.slice(0, 80)}.`,
  filter: (what: string) => `The SVG uses a filter the server does not render: ${what}. Allowed: blur and drop shadow (deviation at most 50), offset, flood, composite, merge, blend, colour matrix and component transfer, at most 50 steps.`,
} as const;

/**
 * Filter steps the server renders: the cheap ones (fabric's shadows use blur,
 * offset, flood, composite and merge). Turbulence, convolution, morphology,
 * displacement, lighting, tiling and feImage are refused: each can keep a
 * renderer busy for minutes on a large board.
 */
export const allowedFilterSteps = new Set([
  'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feDropShadow', 'feFlood',
  'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR', 'feGaussianBlur', 'feMerge', 'feMergeNode', 'feOffset',
]);
export const filterLimits = { maxDeviation: 50, maxSteps: 50 } as const;

/** An SVG refused because it would cost too much to render (422), not because it is malformed. */
export class SvgCostError extends ValidationError {
  constructor(code: string, message: string, readonly httpStatus: 413 | 422 | 429 | 503) {
    super(code, message, { svgText: message });
  }
  override get status(): number {
    return this.httpStatus;
  }
}

export interface CheckSvgOptions {
  /** Whether an own reference (a path under `ownPrefixes`) may be drawn, e.g. a /cors/ path to a host the proxy serves. */
  allowOwn?: (ref: string) => boolean;
}

/** A reference the sanitizer lets through: a fragment, an inline image, or one of our own storage or proxy paths. */
export type SvgReference = { kind: 'fragment' | 'data' } | { kind: 'own'; path: string };

/**
 * Checks an SVG that came from a user before it is rendered on the server.
 * It is REFUSED (never silently repaired) if it holds anything that could
 * reach outside the document: a DOCTYPE or entity declaration, processing
 * instructions other than the XML declaration, <script>, <foreignObject>,
 * XInclude, xml:base, an `href` or `url()` to anything but a `#fragment`, a
 * `data:image/(png|jpeg|gif|webp)` URI or one of `ownPrefixes` (our storage
 * and /cors paths), or an entity other than XML's five and character references.
 * Returns the own references found so the caller can inline them.
 */
export function checkSvg(svgText: unknown, ownPrefixes: readonly string[], options: CheckSvgOptions = {}): { svg: string; ownRefs: string[]; dataRefs: string[]; filterSteps: number } {
  if (typeof svgText !== 'string' || !svgText.trim()) throw new ValidationError('SVG_EMPTY', svgMessages.empty, { svgText: svgMessages.empty });
  if (Buffer.byteLength(svgText) > maxSvgBytes) throw new ValidationError('SVG_TOO_LARGE', svgMessages.tooLarge, { svgText: svgMessages.tooLarge });
  const svg = svgText.replace(/^\uFEFF/, '').trim();
  const forbid = (what: string): never => {
    throw new ValidationError('SVG_FORBIDDEN', svgMessages.forbidden(what), { svgText: svgMessages.forbidden(what) });
  };
  // Comments may hide nothing from us: drop them before looking.
  const body = svg.replace(/<!--[\s\S]*?-->/g, '');
  if (/<!--/.test(body)) forbid('an unclosed comment');
  if (/<!(?!\[CDATA\[)/i.test(body)) forbid('a DOCTYPE or declaration');
  const withoutDecl = body.replace(/^<\?xml\s[^?]*\?>/i, '');
  if (/<\?/.test(withoutDecl)) forbid('a processing instruction');
  if (!/^\s*<svg[\s>]/i.test(withoutDecl) && !/^\s*<(\w+:)?svg[\s>]/i.test(withoutDecl)) throw new ValidationError('SVG_UNREADABLE', svgMessages.notSvg, { svgText: svgMessages.notSvg });
  for (const [pattern, what] of [
    [/<\s*([\w-]+:)?script[\s/>]/i, '<script>'],
    [/<\s*([\w-]+:)?foreignObject[\s/>]/i, '<foreignObject>'],
    [/<\s*([\w-]+:)?include[\s/>]/i, 'XInclude'],
    [/<\s*([\w-]+:)?(iframe|embed|object|audio|video)[\s/>]/i, 'embedded content'],
    [/\sxml:base\s*=/i, 'xml:base'],
    [/@import/i, '@import'],
  ] as const) {
    if (pattern.test(body)) forbid(what);
  }
  // Entities: only XML's own and character references (no DOCTYPE can declare others).
  const entity = /&(?!(amp|lt|gt|quot|apos|#\d{1,7}|#x[0-9a-f]{1,6});)/i.exec(body.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, ''));
  if (entity) forbid('an entity reference');

  const ownRefs: string[] = [];
  const dataRefs: string[] = [];
  const judge = (raw: string) => {
    const ref = decodeEntities(raw).trim();
    const kind = classify(ref, ownPrefixes);
    if (!kind || (kind.kind === 'own' && options.allowOwn && !options.allowOwn(ref))) throw new ValidationError('SVG_EXTERNAL_REFERENCE', svgMessages.reference(ref), { svgText: svgMessages.reference(ref) });
    if (kind.kind === 'own') ownRefs.push(ref);
    if (kind.kind === 'data') dataRefs.push(ref);
  };
  // Every attribute named href (any prefix) or src.
  for (const m of body.matchAll(/[\s"']((?:[\w.-]+:)?(?:href|src))\s*=\s*("([^"]*)"|'([^']*)')/gi)) judge(m[3] ?? m[4] ?? '');
  // An href-like attribute whose value is not quoted is not XML; refuse it rather than guess.
  if (/[\s"'](?:[\w.-]+:)?(?:href|src)\s*=\s*[^\s"']/i.test(body)) forbid('an unquoted reference');
  // Every url(...) in attribute values and <style> blocks (entities and CSS escapes decoded first so none slips by);
  // the board's own text (a textbox saying "url(") is not CSS and is left alone.
  const styleBlocks = [...body.matchAll(/<\s*(?:[\w-]+:)?style[^>]*>([\s\S]*?)<\s*\/\s*(?:[\w-]+:)?style\s*>/gi)].map((m) => m[1]);
  if (/<\s*(?:[\w-]+:)?style[^>]*>/i.test(body) && !/<\s*\/\s*(?:[\w-]+:)?style\s*>/i.test(body)) forbid('an unclosed <style>');
  const attributeValues = [...body.matchAll(/=\s*("([^"]*)"|'([^']*)')/g)].map((m) => m[2] ?? m[3] ?? '');
  const css = [...styleBlocks, ...attributeValues].map((t) => decodeCssEscapes(decodeEntities(t))).join('\n');
  for (const m of css.matchAll(/url\s*\(\s*("([^"]*)"|'([^']*)'|[^)]*)\s*\)/gi)) {
    const ref = (m[2] ?? m[3] ?? m[1] ?? '').trim();
    const kind = classify(ref, ownPrefixes);
    if (!kind || kind.kind === 'own') throw new ValidationError('SVG_EXTERNAL_REFERENCE', svgMessages.reference(ref), { svgText: svgMessages.reference(ref) });
  }
  if (/image-set\s*\(|\bsrc\s*:/i.test(css)) forbid('a CSS image source');
  const filterSteps = checkTags(body, forbid);
  // CSS filter functions (blur(), drop-shadow()…) escape the filter limits: only a filter by fragment.
  for (const m of css.matchAll(/(?:^|[;{\s"'])filter\s*:\s*([^;}]*)/gi)) {
    if (!/^\s*(none|url\(\s*(['"]?)#[\w.:-]+\2\s*\))?\s*(!important)?\s*$/i.test(m[1])) filterRefused(`filter: ${m[1].trim().slice(0, 40)}`);
  }
  return { svg, ownRefs, dataRefs, filterSteps };
}

const filterRefused = (what: string): never => {
  throw new SvgCostError('SVG_FILTER', svgMessages.filter(what), 422);
};

/**
 * Element by element: no event attribute (onload, onclick…), no animation
 * (it could set a reference the checks above never saw), and only the
 * allowed filter steps, within their limits.
 */
function checkTags(body: string, forbid: (what: string) => never): number {
  let tags;
  try {
    tags = svgTags(body);
  } catch (error) {
    if (!(error instanceof SvgTagError)) throw error;
    if (/unquoted/.test(error.message)) forbid(error.message);
    const message = `The SVG could not be rendered: ${error.message}.`;
    throw new ValidationError('SVG_UNREADABLE', message, { svgText: message });
  }
  let steps = 0;
  for (const tag of tags) {
    for (const attr of tag.attributes) {
      if (/^on/i.test(attr.local)) forbid(`an event attribute (${attr.name.slice(0, 40)})`);
      if (attr.local.toLowerCase() === 'filter' && !/^\s*(none|url\(\s*#[\w.:-]+\s*\))?\s*$/i.test(decodeEntities(attr.value))) filterRefused(`filter="${attr.value.slice(0, 40)}"`);
    }
    if (/^(animate|animateMotion|animateTransform|animateColor|set|discard)$/i.test(tag.local)) forbid(`animation (<${tag.local}>)`);
    if (/^fe/i.test(tag.local)) {
      if (!allowedFilterSteps.has(tag.local)) filterRefused(tag.local.slice(0, 40));
      if (++steps > filterLimits.maxSteps) filterRefused(`more than ${filterLimits.maxSteps} steps`);
      const deviation = tag.attributes.find((a) => a.local === 'stdDeviation');
      if (deviation) {
        const values = decodeEntities(deviation.value).trim().split(/[\s,]+/).map(Number);
        if (values.some((v) => !Number.isFinite(v) || v > filterLimits.maxDeviation)) filterRefused(`${tag.local} stdDeviation="${deviation.value.slice(0, 20)}"`);
      }
    }
  }
  return steps;
}

function classify(ref: string, ownPrefixes: readonly string[]): SvgReference | null {
  if (/^#[\w.:-]*$/.test(ref)) return { kind: 'fragment' };
  if (/^data:image\/(png|jpeg|jpg|gif|webp);base64,[A-Za-z0-9+/=\s]*$/i.test(ref)) return { kind: 'data' };
  // Our own paths only: no scheme-relative (//host), no backslashes, no dot segments, no escapes that could become one.
  if (!/[\\%]|\/\.\.?(\/|$)|[\s<>"']/.test(ref) && ownPrefixes.some((p) => ref.startsWith(p) && ref.length > p.length)) return { kind: 'own', path: ref };
  return null;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]{1,6});/gi, (_, h: string) => safeChar(parseInt(h, 16)))
    .replace(/&#(\d{1,7});/g, (_, d: string) => safeChar(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function decodeCssEscapes(text: string): string {
  return text.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, h: string) => safeChar(parseInt(h, 16))).replace(/\\(.)/g, '$1');
}

const safeChar = (code: number) => (code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : '\uFFFD');
