/**
 * Lengths in the room model: centimetres, as plain numbers rounded to 0.1 cm.
 * The catalogue measures products in inches (2.54 cm each); the plan and the
 * messages show both ("12 ft 4 in (376 cm)").
 */
export const CM_PER_INCH = 2.54;

/** A length rounded to 0.1 cm (the model's precision). */
export const roundCm = (cm: number): number => Math.round(cm * 10) / 10;

export const inchesToCm = (inches: number): number => roundCm(inches * CM_PER_INCH);

/** Centimetres to inches, rounded to 0.1 in. */
export const cmToInches = (cm: number): number => Math.round((cm / CM_PER_INCH) * 10) / 10;

/** A catalogue size ({ width, depth, height, unit }) in centimetres. */
export function sizeInCm(size: { width: number; depth: number; height: number; unit: 'in' | 'cm' }) {
  const to = size.unit === 'in' ? inchesToCm : roundCm;
  return { width: to(size.width), depth: to(size.depth), height: to(size.height) };
}

/** "376 cm", whole centimetres. */
export const formatCm = (cm: number): string => `${Math.round(cm)} cm`;

/** "74 cm (29 in)": a short distance in both units, whole numbers. */
export const formatShort = (cm: number): string => `${Math.round(cm)} cm (${Math.round(cm / CM_PER_INCH)} in)`;

/** "12 ft 4 in (376 cm)"; under a foot "9 in (23 cm)"; whole inches and centimetres. */
export function formatLength(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  const feet = Math.floor(inches / 12);
  const rest = inches - feet * 12;
  const imperial = feet === 0 ? `${rest} in` : rest === 0 ? `${feet} ft` : `${feet} ft ${rest} in`;
  return `${imperial} (${Math.round(cm)} cm)`;
}
