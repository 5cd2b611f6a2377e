import { createHash } from 'node:crypto';

/** One arm of an experiment and its share of the traffic (a weight, not a percentage). */
export interface Arm {
  key: string;
  weight: number;
}

/**
 * A visitor's arm, decided by hashing (experiment id, visitor id): the same
 * visitor always gets the same arm of one experiment, with nothing stored, and
 * over many visitors each arm gets its weight's share. The first 8 bytes of a
 * SHA-256 as a number in [0, 1) pick the arm on the cumulative weights.
 */
export function assignArm(experimentId: string, visitorId: string, arms: readonly Arm[]): string {
  const total = arms.reduce((s, a) => s + Math.max(0, a.weight), 0);
  if (arms.length === 0) throw new Error('An experiment needs arms');
  if (total <= 0) return arms[0]!.key;
  const digest = createHash('sha256').update(`${experimentId}\u0000${visitorId}`).digest();
  const point = (digest.readUInt32BE(0) * 2 ** 21 + (digest.readUInt32BE(4) >>> 11)) / 2 ** 53;
  let edge = 0;
  for (const arm of arms) {
    edge += Math.max(0, arm.weight) / total;
    if (point < edge && arm.weight > 0) return arm.key;
  }
  return [...arms].reverse().find((a) => a.weight > 0)!.key;
}
