/**
 * What each kind of product does in a room, for the layout rule and the
 * checks: the seat a group is built around, what goes beside or in front of
 * it, what stands against a wall, what hangs, what rests on other pieces.
 */
import type { ModelKind } from '../catalogue/models3d/kinds';

export type Role =
  | 'sofa' | 'chair' | 'ottoman' | 'coffee-table' | 'beside' | 'bed' | 'nightstand' | 'bench'
  | 'dining-table' | 'dining-chair' | 'desk' | 'storage' | 'rug' | 'runner'
  | 'art' | 'mirror' | 'curtain' | 'shade' | 'pendant' | 'accessory' | 'table-lamp' | 'other';

export const roleOfKind: Record<ModelKind, Role> = {
  sofa: 'sofa', sectional: 'sofa', loveseat: 'sofa', 'outdoor-sofa': 'sofa',
  armchair: 'chair', 'accent-chair': 'chair', 'outdoor-chair': 'chair',
  ottoman: 'ottoman', bench: 'bench',
  'coffee-table': 'coffee-table', 'side-table': 'beside', 'floor-lamp': 'beside', planter: 'beside',
  bed: 'bed', nightstand: 'nightstand',
  'dining-table': 'dining-table', 'outdoor-table': 'dining-table', 'dining-chair': 'dining-chair', stool: 'dining-chair',
  desk: 'desk',
  console: 'storage', dresser: 'storage', chest: 'storage', bookcase: 'storage', 'tv-stand': 'storage', cabinet: 'storage',
  rug: 'rug', runner: 'runner',
  'wall-art': 'art', mirror: 'mirror', curtain: 'curtain', shade: 'shade', pendant: 'pendant',
  pillow: 'accessory', throw: 'accessory', bedding: 'accessory', vase: 'accessory', 'table-lamp': 'table-lamp',
};

export const roleOf = (kind: ModelKind | null): Role => (kind ? roleOfKind[kind] : 'other');

export const isSeating = (r: Role) => r === 'sofa' || r === 'chair' || r === 'ottoman' || r === 'bench';
export const isWallRole = (r: Role) => r === 'art' || r === 'mirror' || r === 'curtain' || r === 'shade';
export const isFlat = (r: Role) => r === 'rug' || r === 'runner';

/**
 * Pairs that are meant to touch or stand close: no walkway is measured between
 * them (a nightstand beside its bed, dining chairs at their table, a side table
 * or lamp beside a seat). A coffee table and a seat are measured against their
 * own rule (at least 35 cm to get in and out).
 */
export function closePair(a: Role, b: Role): boolean {
  const has = (x: Role, y: Role) => (a === x && b === y) || (a === y && b === x);
  if (has('nightstand', 'bed') || has('bench', 'bed') || has('dining-chair', 'dining-table') || has('dining-chair', 'dining-chair') || has('dining-chair', 'desk') || has('chair', 'desk')) return true;
  if ((a === 'beside' && (isSeating(b) || b === 'bed' || b === 'beside')) || (b === 'beside' && isSeating(a))) return true;
  if (has('ottoman', 'chair') || has('ottoman', 'sofa') || has('sofa', 'chair') || has('chair', 'chair') || has('sofa', 'sofa')) return true;
  if (has('storage', 'storage') || has('nightstand', 'storage')) return true;
  return false;
}

/** A coffee table and a seat: 35 cm is the least to pass your legs. */
export const coffeePair = (a: Role, b: Role) => (a === 'coffee-table' && (isSeating(b) || b === 'beside')) || (b === 'coffee-table' && (isSeating(a) || a === 'beside'));
