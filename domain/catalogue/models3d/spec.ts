/**
 * What a model is built from, checked: a kind, an optional variant, the
 * product's width × depth × height in inches or centimetres, and an optional
 * material and colour of ../finishes.ts. Anything absurd is refused with a
 * `ValidationError` naming the field, never rounded into something plausible.
 */
import { ValidationError } from '../../shared/errors';
import type { Dimensions } from '../goods';
import { colourByKey, materials } from '../finishes';
import { defaultVariant, isModelKind, kindInfo, type ModelKind } from './kinds';
import { finishOf, type Finish } from './finish';

export interface ModelSpec {
  kind: ModelKind | string;
  /** One of `kindInfo[kind].variants`; by default the kind's usual shape for this material and size. */
  variant?: string;
  dimensions: Dimensions;
  /** A material name of ../finishes.ts ('Velvet', 'Oak', …). */
  material?: string;
  /** A colour key of ../finishes.ts ('sage', 'walnut', …). */
  colour?: string;
}

/** A spec once checked, in metres. */
export interface ResolvedSpec {
  kind: ModelKind;
  variant: string;
  width: number;
  depth: number;
  height: number;
  finish: Finish;
}

/** Every side of a product is between these (5 mm: a rug's pile; 8 m: the longest sectional or rug we would sell). */
export const sizeLimits = { minMetres: 0.005, maxMetres: 8 } as const;

const perUnit = { in: 0.0254, cm: 0.01 } as const;

const range = (unit: 'in' | 'cm') =>
  unit === 'in'
    ? `between ${+(sizeLimits.minMetres / perUnit.in).toFixed(1)} and ${Math.round(sizeLimits.maxMetres / perUnit.in)} inches`
    : `between ${sizeLimits.minMetres / perUnit.cm} and ${sizeLimits.maxMetres / perUnit.cm} cm`;

export const specMessages = {
  kind: 'There is no 3D model for this kind of product.',
  unit: 'Please give the dimensions in inches or centimetres.',
  side: (side: string, unit: 'in' | 'cm') => `The ${side} must be a number ${range(unit)}.`,
  variant: (kind: ModelKind) => `A ${kindInfo[kind].label.toLowerCase()} comes as ${kindInfo[kind].variants.join(', ')}.`,
  material: 'Please choose one of the catalogue’s materials.',
  colour: 'Please choose one of the catalogue’s colours.',
} as const;

export function resolveSpec(spec: ModelSpec): ResolvedSpec {
  const fields: Record<string, string> = {};
  const kind = spec?.kind;
  if (!isModelKind(kind)) throw new ValidationError('model_kind', specMessages.kind, { kind: specMessages.kind });
  const d = spec.dimensions;
  const unit = d?.unit;
  if (unit !== 'in' && unit !== 'cm') throw new ValidationError('model_dimensions', specMessages.unit, { unit: specMessages.unit });
  const metres: Record<'width' | 'depth' | 'height', number> = { width: 0, depth: 0, height: 0 };
  for (const side of ['width', 'depth', 'height'] as const) {
    const value = d[side];
    const m = typeof value === 'number' ? value * perUnit[unit] : NaN;
    if (!Number.isFinite(m) || m < sizeLimits.minMetres - 1e-12 || m > sizeLimits.maxMetres + 1e-12) fields[side] = specMessages.side(side, unit);
    metres[side] = m;
  }
  const info = kindInfo[kind];
  const materialName = spec.material ?? info.material;
  const material = materials.find((x) => x.name === materialName);
  if (!material) fields.material = specMessages.material;
  const colourKey = spec.colour ?? (spec.material ? material?.ownColours?.[0] ?? info.colour : info.colour);
  if (!colourByKey.has(colourKey)) fields.colour = specMessages.colour;
  if (spec.variant !== undefined && !info.variants.includes(spec.variant)) fields.variant = specMessages.variant(kind);
  const problems = Object.values(fields);
  if (problems.length) throw new ValidationError('model_spec', problems.join(' '), fields);
  return {
    kind,
    variant: spec.variant ?? defaultVariant(kind, materialName, metres.width, metres.height),
    ...metres,
    finish: finishOf(materialName, colourKey),
  };
}
