/**
 * A product's model facts as staff set them in the console (issue 22): its kind,
 * variant, material and colour. Each is optional and nullable: null (or absent,
 * as in events older than these facts) means "as the name says"
 * (`kindOfProduct`, `finishFromName`). Here: which choices go together (a
 * material suits a kind when its product families, ../finishes.ts, include the
 * kind's; a colour is one the material comes in), what a product's facts come to
 * once the name fills the gaps, and the field messages for what does not fit.
 */
import { colourByKey, coloursOf, materials, type Material, type ProductKind } from './finishes';
import { finishFromName } from './models3d/product';
import { kindOfProduct } from './models3d/kind-of';
import { isModelKind, kindInfo, modelKinds, type ModelKind } from './models3d/kinds';
import type { ProductFacts } from './models3d/product';
import { specMessages } from './models3d/spec';

export const modelFactNames = ['kind', 'variant', 'material', 'colour'] as const;
export type ModelFactName = (typeof modelFactNames)[number];

/** The staff's overrides; null = from the name. */
export type ModelFacts = Record<ModelFactName, string | null>;

/** The product families (../finishes.ts) whose materials a model kind is made in. */
export const familiesOf: Record<ModelKind, readonly ProductKind[]> = {
  sofa: ['sofa'], sectional: ['sofa'], loveseat: ['sofa'],
  armchair: ['chair'], 'accent-chair': ['chair'], 'dining-chair': ['chair'], stool: ['chair'], bench: ['chair', 'ottoman'], ottoman: ['ottoman'],
  'coffee-table': ['table'], 'side-table': ['table'], console: ['table'], 'dining-table': ['table'], desk: ['table'],
  bed: ['bed'], nightstand: ['cabinet'], dresser: ['cabinet'], chest: ['cabinet'], bookcase: ['bookcase'], 'tv-stand': ['cabinet'], cabinet: ['cabinet'],
  'floor-lamp': ['lamp'], 'table-lamp': ['lamp'], pendant: ['pendant'],
  rug: ['rug'], runner: ['rug'], mirror: ['mirror'], 'wall-art': ['art'], curtain: ['curtain'], shade: ['curtain'],
  pillow: ['textile'], throw: ['textile'], bedding: ['textile'], vase: ['vase'], planter: ['vase'],
  'outdoor-sofa': ['chair'], 'outdoor-chair': ['chair'], 'outdoor-table': ['table'],
};

const materialByName = new Map(materials.map((m) => [m.name, m]));

/** The materials a kind is made in (the kind's own default first). */
export function materialsForKind(kind: ModelKind): Material[] {
  const suits = materials.filter((m) => m.kinds.some((f) => familiesOf[kind].includes(f)));
  const own = suits.find((m) => m.name === kindInfo[kind].material);
  return own ? [own, ...suits.filter((m) => m !== own)] : suits;
}

export const suits = (kind: ModelKind, material: string) => materialsForKind(kind).some((m) => m.name === material);

const label = (kind: ModelKind) => kindInfo[kind].label.toLowerCase();
const colourName = (key: string) => colourByKey.get(key)?.name ?? key;

export const modelFactMessages = {
  ...specMessages,
  variantWithoutKind: 'Please choose a kind first: the name does not say what kind of product it is.',
  unsuited: (material: string, kind: ModelKind) =>
    `${material} is not used for a ${label(kind)}: choose ${materialsForKind(kind).map((m) => m.name).join(', ')}.`,
  colourOf: (material: Material) => `${material.name} comes in ${coloursOf(material).map(colourName).join(', ')}.`,
} as const;

/** A colour that goes with a material: the one asked for if it does, else the kind's, else the material's first. */
function fittingColour(material: Material, ...wanted: (string | null | undefined)[]): string {
  const options = coloursOf(material);
  return wanted.find((c): c is string => !!c && options.includes(c)) ?? options[0];
}

export interface ResolvedModelFacts {
  /** What the model is made as (null: the name does not say and staff chose nothing). */
  kind: ModelKind | null;
  variant: string | null;
  material: string | null;
  colour: string | null;
  /** What the name alone says, for "From the name (…)". */
  named: { kind: ModelKind | null; variant: string | null; material: string | null; colour: string | null };
}

type GoodsFacts = { name: string; categoryId: string | null } & Partial<Record<ModelFactName, string | null>>;

/**
 * A product's facts as its model uses them: each override, or what the name
 * says. When staff chose a material but no colour, the colour is the name's if
 * the material comes in it, else the kind's, else the material's first (an oak
 * table is never "sage"). Kind defaults (a sofa without a material is linen)
 * stay with the kernel: `material` is null then.
 */
export function resolveModelFacts(goods: GoodsFacts): ResolvedModelFacts {
  const match = kindOfProduct({ name: goods.name, category: goods.categoryId });
  const finish = finishFromName(goods.name);
  const named = { kind: match?.kind ?? null, variant: match?.variant ?? null, material: finish.material ?? null, colour: finish.colour ?? null };
  const kindOverride = isModelKind(goods.kind) ? goods.kind : null;
  const kind = kindOverride ?? named.kind;
  const variant = goods.variant ?? (kindOverride ? null : named.variant);
  const material = goods.material ?? named.material;
  const chosen = goods.material ? materialByName.get(goods.material) : undefined;
  const colour = goods.colour ?? (chosen ? fittingColour(chosen, named.colour, kind ? kindInfo[kind].colour : null) : named.colour);
  return { kind, variant, material, colour, named };
}

/** What `specForProduct` is given for a product with these facts (overrides only where staff set them). */
export function productFactsOf(goods: GoodsFacts & { dimensions: ProductFacts['dimensions'] }): ProductFacts {
  const r = resolveModelFacts(goods);
  const overridden = modelFactNames.some((n) => goods[n]);
  const facts: ProductFacts = { name: goods.name, category: goods.categoryId, dimensions: goods.dimensions };
  if (!overridden) return facts;
  return {
    ...facts,
    ...(goods.kind && r.kind ? { kind: r.kind } : {}),
    ...(r.variant && (goods.variant || goods.kind) ? { variant: r.variant } : {}),
    ...(r.material ? { material: r.material } : {}),
    ...(r.colour ? { colour: r.colour } : {}),
  };
}

/**
 * Why these facts do not go together, field by field (empty when they do): the
 * overrides as set, and the name's facts they are combined with (a velvet sofa
 * turned into a coffee table needs a material that tables are made in).
 */
export function modelFactProblems(goods: GoodsFacts): Partial<Record<ModelFactName, string>> {
  const problems: Partial<Record<ModelFactName, string>> = {};
  if (goods.kind != null && !isModelKind(goods.kind)) return { kind: modelFactMessages.kind };
  if (goods.material != null && !materialByName.has(goods.material)) problems.material = modelFactMessages.material;
  if (goods.colour != null && !colourByKey.has(goods.colour)) problems.colour = modelFactMessages.colour;
  const r = resolveModelFacts(goods);
  if (r.variant !== null && goods.variant != null) {
    if (!r.kind) problems.variant = modelFactMessages.variantWithoutKind;
    else if (!kindInfo[r.kind].variants.includes(r.variant)) problems.variant = modelFactMessages.variant(r.kind);
  }
  const material = r.material ? materialByName.get(r.material) : undefined;
  if (r.kind && material && !problems.material && !suits(r.kind, material.name)) problems.material = modelFactMessages.unsuited(material.name, r.kind);
  if (material && r.colour && !problems.colour && !problems.material && !coloursOf(material).includes(r.colour)) problems.colour = modelFactMessages.colourOf(material);
  return problems;
}

/** The console's choices: every kind with its variants and the materials it is made in; every material with its colours. */
export function modelChoices() {
  return {
    kinds: modelKinds.map((kind) => ({ id: kind, label: kindInfo[kind].label, variants: kindInfo[kind].variants, materials: materialsForKind(kind).map((m) => m.name) })),
    materials: materials.map((m) => ({ id: m.name, colours: coloursOf(m).map((key) => ({ id: key, name: colourName(key) })) })),
  };
}
