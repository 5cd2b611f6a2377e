/**
 * The design questionnaire (part 2 §2, part 1 §2): its steps in order, which of them
 * a project shows, and how Next and Back move through them. Pure: the pages and the
 * need decider both use it.
 */

export type StepKey = 'STYLES' | 'PAYMENT' | 'LIFESTYLE' | 'FURNITURE' | 'BUDGET' | 'ALL_ABOUT_YOU' | 'ROOM_DETAILS' | 'RENDERINGS' | 'REVIEW';

export interface Step {
  key: StepKey;
  /** The title the progress indicator shows. */
  title: string;
  route: string;
}

/** Part 2 §2, in order. */
export const questionnaireSteps: readonly Step[] = [
  { key: 'STYLES', title: 'STYLES', route: '/design/image' },
  { key: 'PAYMENT', title: 'PAYMENT', route: '/design/payment/index' },
  { key: 'LIFESTYLE', title: 'LIFESTYLE', route: '/design/lifestyle' },
  { key: 'FURNITURE', title: 'FURNITURE', route: '/design/furniture/stylePics' },
  { key: 'BUDGET', title: 'BUDGET', route: '/design/budget/rangeSelection' },
  { key: 'ALL_ABOUT_YOU', title: 'ALL ABOUT YOU', route: '/design/roomDetail' },
  { key: 'ROOM_DETAILS', title: 'ROOM DETAILS', route: '/design/roomDetail/roomSelect' },
  { key: 'RENDERINGS', title: 'RENDERINGS', route: '/design/combination' },
  { key: 'REVIEW', title: 'REVIEW', route: '/design/review/review' },
];

/**
 * The other routes of ROOM DETAILS (part 2 §2), and the questionnaire's extra pages.
 * /design/roomDetail/down is the step as the mobile app's web view shows it (no top bar, part 2 §2).
 */
export const roomDetailsRoutes = ['/design/roomDetail/roomSelect', '/design/roomDetail/manualInput', '/design/roomDetail/system', '/design/roomDetail/down'] as const;
export const extraQuestionnaireRoutes = ['/design/personality', '/design/payment/payment', '/design/payment/continue'] as const;

/** Part 2 §9: photos chosen in the style step. */
export const stylePhotoCount = 7;

/** Part 2 §5: a remodel room is bathroom or kitchen, by name or by its label id (22, 5). */
export function isRemodel(nameOrId: string | number): boolean {
  return ['bathroom', 'kitchen', '22', '5'].includes(String(nameOrId).trim().toLowerCase());
}

export interface QuestionnaireContext {
  /** The project's room (its site), e.g. 'Bedroom', 'Kitchen'. */
  room: string;
  /** RENDERINGS shows only when rendering is enabled (part 1 §2). */
  renderingEnabled: boolean;
}

/** The plans whose design includes 3D renderings ("Floor plan and 3D renderings"): Luxe. */
export const plansWithRenderings: ReadonlySet<string> = new Set(['LUXE']);

/**
 * A project's questionnaire context: rendering is enabled (part 1 §2) when the
 * project's plan includes 3D renderings — the plan paid for (an upgrade moves
 * it), else the one chosen at PAYMENT — so a Luxe client tells us which looks
 * their rendering should follow, and nobody else is asked.
 */
export function questionnaireContextOf(need: { room: { name: string }; plan: string | null; answers: Readonly<Record<string, unknown>> }): QuestionnaireContext {
  const plan = planOfNeed(need);
  return { room: need.room.name, renderingEnabled: plan !== null && plansWithRenderings.has(plan) };
}

/** The plan a project is on (paid for; an upgrade moves it), else the one chosen at PAYMENT. */
export function planOfNeed(need: { plan: string | null; answers: Readonly<Record<string, unknown>> }): string | null {
  const chosen = (need.answers.PAYMENT as { plan?: unknown } | undefined)?.plan;
  return need.plan ?? (typeof chosen === 'string' ? chosen : null);
}

/** The steps this project shows: FURNITURE is hidden for Bathroom and Kitchen, RENDERINGS without rendering. */
export function visibleSteps(ctx: QuestionnaireContext): Step[] {
  return questionnaireSteps.filter((s) => {
    if (s.key === 'FURNITURE') return !isRemodel(ctx.room);
    if (s.key === 'RENDERINGS') return ctx.renderingEnabled;
    return true;
  });
}

/** Which step a route belongs to (ROOM DETAILS has three routes). */
export function stepOfRoute(route: string): Step | undefined {
  const path = route.split('?')[0]!.replace(/\/+$/, '');
  if ((roomDetailsRoutes as readonly string[]).includes(path)) return questionnaireSteps.find((s) => s.key === 'ROOM_DETAILS');
  return questionnaireSteps.find((s) => s.route === path);
}

/**
 * Next from a step: the following visible step, or REVIEW straight away when the
 * client came from the review page (from=review). Null after REVIEW: the project
 * leaves DRAFT there.
 */
export function nextStep(current: StepKey, ctx: QuestionnaireContext, from?: string | null): Step | null {
  const steps = visibleSteps(ctx);
  if (from === 'review' && current !== 'REVIEW') return steps.find((s) => s.key === 'REVIEW')!;
  const at = steps.findIndex((s) => s.key === current);
  if (at === -1) return steps[0]!;
  return steps[at + 1] ?? null;
}

/** Back from a step: the previous visible step, or null on the first (back to room choice). */
export function previousStep(current: StepKey, ctx: QuestionnaireContext): Step | null {
  const steps = visibleSteps(ctx);
  const at = steps.findIndex((s) => s.key === current);
  return at > 0 ? steps[at - 1]! : null;
}

/** The query a step carries (part 1 §2): the need id, the package id and a timestamp v. */
export function stepHref(step: Step, q: { needId: string; packageId?: string | null; v: number; from?: string | null }): string {
  const query = new URLSearchParams({ needId: q.needId });
  if (q.packageId) query.set('packageId', q.packageId);
  query.set('v', String(q.v));
  if (q.from) query.set('from', q.from);
  return `${step.route}?${query}`;
}

/** The progress indicator shows from payment/continue on (part 1 §2 design footer). */
export const progressFromRoute = '/design/payment/continue';
