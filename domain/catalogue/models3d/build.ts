/** From a checked spec to a model: the kind's builder lays out the parts inside the product's box. */
import { builders } from './builders';
import { kindInfo } from './kinds';
import { Parts, type Model } from './model';
import { resolveSpec, type ModelSpec } from './spec';

/** The model of a product of this kind, variant, size and finish; throws a `ValidationError` for an absurd spec. */
export function buildModel(spec: ModelSpec): Model {
  const s = resolveSpec(spec);
  const parts = new Parts();
  builders[s.kind](s, parts);
  return {
    kind: s.kind,
    variant: s.variant,
    size: { width: s.width, depth: s.depth, height: s.height },
    support: kindInfo[s.kind].support,
    materials: parts.materials,
    parts: parts.parts,
  };
}
