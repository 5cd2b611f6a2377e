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

/** How a form shows lengths: centimetres, or feet and inches (two inputs). */
export type LengthUnits = 'cm' | 'ftin';

const CM_PER_FOOT = 12 * CM_PER_INCH;
const typedNumber = (raw: string) => Number(raw.trim().replace(',', '.'));

/** A length as its inputs show it: [main, inches] (inches empty in centimetres). */
export function shownLength(cm: number, units: LengthUnits): [string, string] {
  if (units === 'cm') return [String(roundCm(cm)), ''];
  // Inches to 0.01 in (0.025 cm): read back, the length is the same to the model's 0.1 cm.
  const total = Math.round((cm / CM_PER_INCH) * 100) / 100;
  const ft = Math.floor(total / 12 + 1e-9);
  return [String(ft), String(Math.round((total - ft * 12) * 100) / 100)];
}

/**
 * A length as typed in its inputs: undefined when empty, the text itself when it
 * is not a number (the room's schema then says what the field wants), else centimetres.
 */
export function typedLength(main: string, inches: string, units: LengthUnits): number | string | undefined {
  const m = main.trim();
  if (units === 'cm') return m === '' ? undefined : Number.isFinite(typedNumber(m)) ? roundCm(typedNumber(m)) : m;
  const i = inches.trim();
  if (m === '' && i === '') return undefined;
  const ft = m === '' ? 0 : typedNumber(m);
  const inch = i === '' ? 0 : typedNumber(i);
  return Number.isFinite(ft) && Number.isFinite(inch) ? roundCm(ft * CM_PER_FOOT + inch * CM_PER_INCH) : `${m} ft ${i} in`;
}
