/** Conversion statistics for the experiment results (ADR 052): Wilson intervals and a two-proportion z-test. */

export const z95 = 1.959963984540054;

export interface Interval {
  low: number;
  high: number;
}

/** The Wilson score interval of `successes` out of `n` (95% by default); [0, 1] when nothing was seen. */
export function wilson(successes: number, n: number, z = z95): Interval {
  if (n <= 0) return { low: 0, high: 1 };
  const p = successes / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/** The pooled two-proportion z statistic of b against a (positive: b converts better). */
export function twoProportionZ(a: { conversions: number; exposures: number }, b: { conversions: number; exposures: number }): number {
  if (a.exposures === 0 || b.exposures === 0) return 0;
  const pa = a.conversions / a.exposures;
  const pb = b.conversions / b.exposures;
  const pooled = (a.conversions + b.conversions) / (a.exposures + b.exposures);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.exposures + 1 / b.exposures));
  return se === 0 ? 0 : (pb - pa) / se;
}

export interface ArmResult {
  key: string;
  exposures: number;
  conversions: number;
}

export type Verdict = { winner: string; reason: string } | { winner: null; reason: string };

/**
 * Whether the results name a winner. Only when every arm has reached the planned
 * sample size (visitors per arm) and the best arm differs from the control
 * significantly: its z against the control beyond the 95% two-sided value with a
 * Bonferroni correction for the number of comparisons. Otherwise why not.
 */
export function verdict(arms: readonly ArmResult[], sampleSizePerArm: number): Verdict {
  const control = arms[0];
  if (!control || arms.length < 2) return { winner: null, reason: 'An experiment needs a control and at least one variant' };
  const short = arms.filter((a) => a.exposures < sampleSizePerArm);
  if (short.length) {
    const least = Math.min(...arms.map((a) => a.exposures));
    return { winner: null, reason: `Too early: ${least} of ${sampleSizePerArm} planned visitors in the smallest variant; no winner before every variant reaches its sample size` };
  }
  const comparisons = arms.length - 1;
  const critical = criticalZ(0.05 / comparisons);
  const rate = (a: ArmResult) => a.conversions / a.exposures;
  const best = [...arms].sort((x, y) => rate(y) - rate(x))[0]!;
  if (best.key === control.key) {
    // The control leads: it wins only if it beats every variant significantly.
    const beatsAll = arms.slice(1).every((a) => twoProportionZ(a, control) > critical);
    return beatsAll ? { winner: control.key, reason: `${control.key} converts significantly better than every variant (95%, ${comparisons} comparisons)` } : { winner: null, reason: 'No significant difference: the sample size is reached but no variant differs from the control at 95%' };
  }
  const z = twoProportionZ(control, best);
  return z > critical
    ? { winner: best.key, reason: `${best.key} converts significantly better than ${control.key} (z = ${z.toFixed(2)}, 95%, ${comparisons} comparisons)` }
    : { winner: null, reason: 'No significant difference: the sample size is reached but no variant differs from the control at 95%' };
}

/** The two-sided critical z for significance level alpha (inverse normal by bisection; alpha in (0, 1)). */
export function criticalZ(alpha: number): number {
  let low = 0;
  let high = 10;
  for (let i = 0; i < 80; i++) {
    const mid = (low + high) / 2;
    if (2 * (1 - normalCdf(mid)) > alpha) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

function normalCdf(x: number): number {
  // Abramowitz–Stegun 7.1.26 on erf.
  const t = 1 / (1 + 0.3275911 * (Math.abs(x) / Math.SQRT2));
  const erf = 1 - (((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t) * Math.exp(-(x * x) / 2);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}
