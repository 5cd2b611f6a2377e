/** The answer of GET /api/admin/goods/{id}/model (app/staff/goods-model.server.ts), as the console reads it. */
export type Facts = Record<'kind' | 'variant' | 'material' | 'colour', string | null>;

export interface GoodsModel {
  goodsId: string;
  hasModel: boolean;
  reason: string | null;
  key: string | null;
  glbUrl: string | null;
  pictures: { view: string; url: string }[];
  dimensions: { width: number; depth: number; height: number; unit: 'in' | 'cm' } | null;
  overrides: Facts;
  resolved: Facts;
  fromName: Record<keyof Facts, boolean>;
  named: Facts;
  problems: Record<string, string>;
  choices: {
    kinds: { id: string; label: string; variants: string[]; materials: string[] }[];
    materials: { id: string; colours: { id: string; name: string }[] }[];
  };
}

export const modelFactFields = ['kind', 'variant', 'material', 'colour'] as const;

/** The form's dimensions as the details command takes them: null when no side is filled in. */
export function formDimensions(d: unknown): unknown {
  if (!d || typeof d !== 'object') return null;
  const sides = d as Record<string, unknown>;
  const empty = (v: unknown) => v === null || v === undefined || v === '';
  return ['width', 'depth', 'height'].every((s) => empty(sides[s])) ? null : { ...sides, unit: sides.unit || 'in' };
}
