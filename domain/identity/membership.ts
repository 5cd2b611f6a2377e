/**
 * Membership (part 1 §7, /clientMember; issue 26): what a client's account
 * gives them now, from what they have done — every account is a member; a
 * paid design project makes a design client (free furniture shipping for a
 * while after it); the AI Designer subscription adds unlimited renders. Each
 * perk says whether it is active now, until when, and where to use it. Pure:
 * the facts come in, the answer goes out.
 */
export type MemberTier = 'MEMBER' | 'DESIGN_CLIENT' | 'AI_DESIGNER';

export interface MembershipFacts {
  memberSince: string;
  paidProjects: number;
  freeShippingUntil: string | null;
  creditCents: number;
  ai: { subscribed: boolean; status: string; periodEnd: string | null };
  freeRendersPerMonth: number;
  referralPercentOff: number;
}

export interface Perk {
  key: string;
  title: string;
  text: string;
  active: boolean;
  until: string | null;
  href: string;
}

export interface Membership {
  tier: MemberTier;
  tiers: MemberTier[];
  memberSince: string;
  perks: Perk[];
  /** What would add the next tier, or null at the top. */
  next: { tier: MemberTier; text: string; href: string } | null;
}

export const tierNames: Record<MemberTier, string> = { MEMBER: 'Member', DESIGN_CLIENT: 'Design client', AI_DESIGNER: 'AI Designer' };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function membershipOf(f: MembershipFacts, now: Date): Membership {
  const tiers: MemberTier[] = ['MEMBER'];
  if (f.paidProjects > 0) tiers.push('DESIGN_CLIENT');
  if (f.ai.subscribed) tiers.push('AI_DESIGNER');
  const shippingOpen = f.freeShippingUntil !== null && new Date(f.freeShippingUntil).getTime() > now.getTime();
  const perks: Perk[] = [
    { key: 'ai-board', title: 'Free AI mood board', text: 'A board for any room, within your budget, in seconds.', active: true, until: null, href: '/design/ai/newindex' },
    { key: 'idea-boards', title: 'Idea boards', text: 'Save design cases and products, and start a project from a board.', active: true, until: null, href: '/ideas' },
    {
      key: 'referral',
      title: `Give friends ${f.referralPercentOff}% off`,
      text: `Your link gives a friend ${f.referralPercentOff}% off their first design project.`,
      active: true,
      until: null,
      href: '/refer-a-friend',
    },
    {
      key: 'credit',
      title: 'Store credit',
      text: f.creditCents > 0 ? `${dollars(f.creditCents)} to spend on furniture.` : 'None right now.',
      active: f.creditCents > 0,
      until: null,
      href: '/client/credit',
    },
    {
      key: 'free-shipping',
      title: 'Free furniture shipping',
      text: shippingOpen
        ? `Free shipping on furniture until ${day(f.freeShippingUntil!)}.`
        : f.paidProjects > 0
          ? 'Your free-shipping window after your design has ended.'
          : 'Comes with a paid design project.',
      active: shippingOpen,
      until: shippingOpen ? f.freeShippingUntil : null,
      href: shippingOpen ? '/marketPlace/index' : '/design/pricing/plan',
    },
    {
      key: 'renders',
      title: f.ai.subscribed ? 'Unlimited AI renders' : `${f.freeRendersPerMonth} AI renders a month`,
      text: f.ai.subscribed
        ? f.ai.status === 'CANCELLING' && f.ai.periodEnd
          ? `Until ${day(f.ai.periodEnd)}, when your AI Designer subscription ends.`
          : f.ai.periodEnd
            ? `With AI Designer, renewing ${day(f.ai.periodEnd)}.`
            : 'With AI Designer.'
        : 'Subscribe to AI Designer for unlimited renders.',
      active: true,
      until: f.ai.subscribed ? f.ai.periodEnd : null,
      href: f.ai.subscribed ? '/design/ai/index' : '/remodel/subscribe',
    },
  ];
  const next = !tiers.includes('DESIGN_CLIENT')
    ? { tier: 'DESIGN_CLIENT' as const, text: 'Order a design project: a designer, your room, and free furniture shipping after.', href: '/design/pricing/plan' }
    : !tiers.includes('AI_DESIGNER')
      ? { tier: 'AI_DESIGNER' as const, text: 'Subscribe to AI Designer for unlimited AI renders of your own rooms.', href: '/remodel/subscribe' }
      : null;
  return { tier: tiers[tiers.length - 1]!, tiers, memberSince: f.memberSince, perks, next };
}
