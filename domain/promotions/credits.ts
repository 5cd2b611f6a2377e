/**
 * Part 1 §5, §7 (calcPriceDiscount): store credits pay part of a total, only when the
 * total is non-zero; neither the credits used nor those left ever go negative.
 */
export function applyCredits(totalCents: number, creditsCents: number): { creditsUsedCents: number; creditsRemainCents: number } {
  const credits = Math.max(0, creditsCents);
  if (totalCents <= 0) return { creditsUsedCents: 0, creditsRemainCents: credits };
  const creditsUsedCents = Math.min(totalCents, credits);
  return { creditsUsedCents, creditsRemainCents: credits - creditsUsedCents };
}
