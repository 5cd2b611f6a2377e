import { describe, expect, it } from 'vitest';
import { membershipOf, type MembershipFacts } from './membership';

const now = new Date('2026-11-28T12:00:00Z');
const facts = (over: Partial<MembershipFacts> = {}): MembershipFacts => ({
  memberSince: '2026-01-02T10:00:00Z',
  paidProjects: 0,
  freeShippingUntil: null,
  creditCents: 0,
  ai: { subscribed: false, status: 'NONE', periodEnd: null },
  freeRendersPerMonth: 3,
  referralPercentOff: 20,
  ...over,
});
const perk = (m: ReturnType<typeof membershipOf>, key: string) => m.perks.find((p) => p.key === key)!;

describe('membership', () => {
  it('every account is a member, with the perks open to all and the design project next', () => {
    const m = membershipOf(facts(), now);
    expect(m.tier).toBe('MEMBER');
    expect(m.tiers).toEqual(['MEMBER']);
    expect(perk(m, 'referral')).toMatchObject({ title: 'Give friends 20% off', active: true });
    expect(perk(m, 'credit')).toMatchObject({ active: false, text: 'None right now.' });
    expect(perk(m, 'free-shipping')).toMatchObject({ active: false, until: null, href: '/design/pricing/plan' });
    expect(m.next).toMatchObject({ tier: 'DESIGN_CLIENT' });
  });

  it('a paid project makes a design client, with free shipping until its window closes', () => {
    const open = membershipOf(facts({ paidProjects: 1, freeShippingUntil: '2026-12-28T12:00:00Z', creditCents: 2500 }), now);
    expect(open.tiers).toEqual(['MEMBER', 'DESIGN_CLIENT']);
    expect(perk(open, 'free-shipping')).toMatchObject({ active: true, until: '2026-12-28T12:00:00Z', text: 'Free shipping on furniture until December 28, 2026.' });
    expect(perk(open, 'credit')).toMatchObject({ active: true, text: '$25.00 to spend on furniture.' });
    expect(open.next).toMatchObject({ tier: 'AI_DESIGNER' });
    // The window's last instant has passed: the perk is over, the tier stays.
    const closed = membershipOf(facts({ paidProjects: 1, freeShippingUntil: '2026-11-28T12:00:00Z' }), now);
    expect(perk(closed, 'free-shipping')).toMatchObject({ active: false, text: 'Your free-shipping window after your design has ended.' });
    expect(closed.tier).toBe('DESIGN_CLIENT');
  });

  it('the AI Designer subscription adds unlimited renders; cancelling says until when', () => {
    const sub = membershipOf(facts({ paidProjects: 2, ai: { subscribed: true, status: 'ACTIVE', periodEnd: '2026-12-15T00:00:00Z' } }), now);
    expect(sub.tier).toBe('AI_DESIGNER');
    expect(sub.next).toBeNull();
    expect(perk(sub, 'renders')).toMatchObject({ title: 'Unlimited AI renders', text: 'With AI Designer, renewing December 15, 2026.', href: '/design/ai/index' });
    const ending = membershipOf(facts({ ai: { subscribed: true, status: 'CANCELLING', periodEnd: '2026-12-15T00:00:00Z' } }), now);
    expect(ending.tiers).toEqual(['MEMBER', 'AI_DESIGNER']);
    expect(perk(ending, 'renders').text).toBe('Until December 15, 2026, when your AI Designer subscription ends.');
    expect(ending.next).toMatchObject({ tier: 'DESIGN_CLIENT' });
    expect(perk(membershipOf(facts(), now), 'renders')).toMatchObject({ title: '3 AI renders a month', href: '/remodel/subscribe' });
  });
});
