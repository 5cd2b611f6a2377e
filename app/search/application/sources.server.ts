import { searchProducts } from '~/catalogue/index.server';
import { inspirationVersion, searchCaseCards } from '~/content/index.server';
import { findPublicBoards } from '~/ideas/index.server';
import { findProfiles } from '~/profiles/index.server';
import { designStyles, styleDescriptions } from '../../../domain/discovery/style-quiz';
import type { Runtime } from '../../../infra/runtime';
import { styleQuality } from './rank';

/** One result of the site search, whatever found it. */
export interface SearchHit {
  /** The source's type: `product`, `case`, `style` (others join: `designer`, `board`…). */
  type: string;
  id: string;
  title: string;
  subtitle: string;
  url: string;
  picture: string | null;
  /** What it costs now (products), else null. */
  priceCents: number | null;
  /** How well it matches, 0–1, as its source judges it (1 if the source only orders its hits). */
  quality: number;
}

export interface SourceAnswer {
  /** How many it found in all (it returns at most `limit`). */
  total: number;
  /** Best first. */
  hits: SearchHit[];
  /** Words it read as others ("sofs" → "sofa"). */
  corrections?: Record<string, string>;
}

/**
 * A source of the site search (issue 24). The page and `common searchAll` ask
 * every source (or those of the `types` asked for) for its best `limit` hits at
 * once and merge them (./rank.ts). To add one — designers, boards — write its
 * `search` (published, public things only: the search answers anyone) and add it
 * to `searchSources`; its `type` becomes a value of `types` and a tab of /search.
 */
export interface SearchSource {
  type: string;
  /** The tab's and the count's name ("Products"). */
  label: string;
  /** Its hits' weight against the other sources' (1 = as good as any). */
  weight: number;
  search(runtime: Runtime, query: { keyword: string; words: readonly string[]; limit: number }): Promise<SourceAnswer>;
}

const productSource: SearchSource = {
  type: 'product',
  label: 'Products',
  weight: 1,
  async search(runtime, { keyword, limit }) {
    const found = await searchProducts(runtime, keyword, limit);
    return {
      total: found.total,
      corrections: found.corrections,
      hits: found.list.map((p) => ({ type: 'product', id: p.id, title: p.name, subtitle: p.brand, url: p.url, picture: p.picture, priceCents: p.effectivePriceCents, quality: 1 })),
    };
  },
};

const caseSource: SearchSource = {
  type: 'case',
  label: 'Design ideas',
  weight: 1,
  async search(runtime, { keyword, limit }) {
    const found = await searchCaseCards(runtime, keyword, limit);
    return {
      total: found.total,
      corrections: found.corrections,
      hits: found.list.map((c) => ({
        type: 'case', id: c.id, title: c.title, subtitle: `${c.style} · ${c.roomType.name} · ${c.productCount} products`,
        url: `/design/case/${encodeURIComponent(c.id)}`, picture: c.cover, priceCents: null, quality: 0.9,
      })),
    };
  },
};

/** The eight styles; one named in the keyword comes before everything (weight 1.2), one only described by it after. */
const styleSource: SearchSource = {
  type: 'style',
  label: 'Styles',
  weight: 1.2,
  async search(runtime, { words, limit }) {
    const v = await inspirationVersion(runtime);
    const found = designStyles
      .map((name) => ({ name, quality: styleQuality(words, { name, description: styleDescriptions[name] }) }))
      .filter((s) => s.quality > 0)
      .sort((a, b) => b.quality - a.quality);
    return {
      total: found.length,
      hits: found.slice(0, limit).map((s) => ({
        type: 'style', id: s.name.toLowerCase().replace(/[^a-z]+/g, '-'), title: s.name, subtitle: styleDescriptions[s.name],
        url: `/inspiration?${new URLSearchParams({ style: s.name, v })}`, picture: null, priceCents: null, quality: s.quality,
      })),
    };
  },
};

/** Public profiles, designers first (their portfolios), by handle and bio. */
const designerSource: SearchSource = {
  type: 'designer',
  label: 'Designers',
  weight: 0.95,
  async search(runtime, { words, limit }) {
    const found = await findProfiles(runtime, { keyword: words.join(' '), limit });
    return {
      total: found.length,
      hits: found.map((p, i) => ({
        type: 'designer', id: p.handle, title: `@${p.handle}`, subtitle: `${p.kind === 'designer' ? 'Designer' : 'Member'}${p.bio ? ` · ${p.bio}` : ''}`.slice(0, 200),
        url: p.href, picture: null, priceCents: null, quality: (p.kind === 'designer' ? 0.9 : 0.6) - i * 0.001,
      })),
    };
  },
};

/** Public idea boards with ideas on them, by name. */
const boardSource: SearchSource = {
  type: 'board',
  label: 'Idea boards',
  weight: 0.85,
  async search(runtime, { words, limit }) {
    const found = await findPublicBoards(runtime, words, limit);
    return {
      total: found.total,
      hits: found.list.map((b, i) => ({
        type: 'board', id: b.id, title: b.name, subtitle: `Idea board · ${b.itemCount} ${b.itemCount === 1 ? 'idea' : 'ideas'}`, url: b.url, picture: b.cover, priceCents: null, quality: 0.8 - i * 0.001,
      })),
    };
  },
};

/** The site search's sources, in the order ties go. */
export const searchSources: readonly SearchSource[] = [productSource, caseSource, styleSource, designerSource, boardSource];
