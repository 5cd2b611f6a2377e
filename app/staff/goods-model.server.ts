import { z } from 'zod';
import type { Dimensions } from '../../domain/catalogue/goods';
import { changeGoodsDetailsSchema } from '../../domain/catalogue/goods.decide';
import { modelChoices, modelFactNames, modelFactProblems, productFactsOf, resolveModelFacts, type ModelFactName } from '../../domain/catalogue/model-facts';
import { resolveSpec, specForProduct, type ProductSpec } from '../../domain/catalogue/models3d';
import { validationErrorFrom } from '../../infra/commands/pipeline';
import { modelFileUrl, productSpecOf } from '../../projections/catalogue/product-model';

type Goods = { id: string; name: string; categoryId: string; dimensions: Dimensions | null } & Partial<Record<ModelFactName, string | null>>;
type Facts = Record<ModelFactName, string | null>;

/**
 * A product's 3D model as the console shows it (issue 22): whether it has one
 * (and why not), its GLB and three pictures, the kind, variant, material and
 * colour the model is made as, which of them come from the name (and what the
 * name says), and the choices the form offers.
 */
export interface GoodsModelAnswer {
  goodsId: string;
  hasModel: boolean;
  reason: string | null;
  key: string | null;
  glbUrl: string | null;
  pictures: { view: string; url: string }[];
  dimensions: Dimensions | null;
  /** What staff chose (null = from the name). */
  overrides: Facts;
  /** What the model is made as (the kernel's defaults filled in). */
  resolved: Facts;
  fromName: Record<ModelFactName, boolean>;
  /** What the name alone says. */
  named: Facts;
  /** For a draft: why it would be refused, field by field (empty when it would be saved). */
  problems: Record<string, string>;
  choices: ReturnType<typeof modelChoices>;
}

const choices = modelChoices();

function answer(goods: Goods, found: ProductSpec, problems: Record<string, string>): GoodsModelAnswer {
  const overrides = Object.fromEntries(modelFactNames.map((n) => [n, goods[n] ?? null])) as Facts;
  const facts = resolveModelFacts(goods);
  let resolved: Facts = { kind: facts.kind, variant: facts.variant, material: facts.material, colour: facts.colour };
  if (found.hasModel) {
    const s = resolveSpec(found.spec);
    resolved = { kind: s.kind, variant: s.variant, material: s.finish.materialName, colour: s.finish.colour.key };
  }
  return {
    goodsId: goods.id,
    hasModel: found.hasModel,
    reason: found.hasModel ? null : found.reason,
    key: found.hasModel ? found.key : null,
    glbUrl: found.hasModel ? modelFileUrl(goods.id, found.key, 'glb') : null,
    pictures: found.hasModel ? found.views.map((view) => ({ view, url: modelFileUrl(goods.id, found.key, view) })) : [],
    dimensions: goods.dimensions,
    overrides,
    resolved,
    fromName: Object.fromEntries(modelFactNames.map((n) => [n, overrides[n] === null])) as Record<ModelFactName, boolean>,
    named: facts.named,
    problems,
    choices,
  };
}

/** The product's model as it is now. */
export const currentModel = (goods: Goods) => answer(goods, productSpecOf(goods), {});

const draftSchema = changeGoodsDetailsSchema.shape.changes.pick({ kind: true, variant: true, material: true, colour: true, dimensions: true });

/**
 * What a draft of the form (model facts and dimensions, unsaved) would give:
 * the same checks as the command, and the spec's key — nothing is written and
 * no file is made.
 */
export function draftModel(goods: Goods, draftText: string): GoodsModelAnswer {
  let raw: unknown;
  try {
    raw = JSON.parse(draftText);
  } catch {
    raw = null;
  }
  const parsed = draftSchema.safeParse(raw ?? {});
  if (!parsed.success) return { ...currentModel(goods), problems: { ...validationErrorFrom(parsed.error as z.ZodError).fields } };
  const draft = { ...goods, ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) } as Goods;
  const problems = modelFactProblems(draft) as Record<string, string>;
  return answer(draft, specForProduct(productFactsOf(draft)), problems);
}
