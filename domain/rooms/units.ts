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
  // The plainest inches (whole, halves, quarters, eighths, tenths, else hundredths) that read back as the same 0.1 cm:
  // 13 ft 1.5 in typed is stored as 400.1 cm and shown as 1.5 again, not 1.52.
  const inches = cm / CM_PER_INCH;
  const shown = (step: number): [string, string] => {
    const total = Math.round(inches / step) * step;
    const ft = Math.floor(total / 12 + 1e-9);
    return [String(ft), String(Math.round((total - ft * 12) * 1000) / 1000)];
  };
  for (const step of inchSteps) {
    const [ft, inch] = shown(step);
    if (typedLength(ft, inch, units) === roundCm(cm)) return [ft, inch];
  }
  return shown(0.01);
}

const inchSteps = [1, 0.5, 0.25, 0.125, 0.1, 0.01, 0.005, 0.001];

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
