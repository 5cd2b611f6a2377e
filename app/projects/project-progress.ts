import type { NeedStatus } from '../../domain/projects/need';
import { type QuestionnaireContext, visibleSteps } from '../../domain/projects/questionnaire';

/** The stages a design project goes through, in order (My Projects' progress bar). */
export const projectStages = ['Questionnaire', 'Paid', 'Designer assigned', 'Design delivered'] as const;

export interface ProjectProgress {
  /** 1-based stage the project is at. */
  stage: number;
  stages: number;
  /** 0–100, for the bar: the stages done, plus the questionnaire's answered share while in it. */
  percent: number;
  /** What the row says, e.g. 'Questionnaire · 3 of 7 steps answered'. */
  label: string;
}

/**
 * Where a project stands. Until it is submitted: how many of the questionnaire
 * steps it shows are answered (REVIEW is the submit, not an answer; the plan may
 * be paid on the way). Then: awaiting payment, paid, a designer at work, delivered.
 */
export function projectProgress(
  need: { status: NeedStatus | string; answers: Record<string, unknown>; submittedAt: string | null; paidCents: number | null; designerId: string | null },
  ctx: QuestionnaireContext,
): ProjectProgress {
  const stages = projectStages.length;
  const at = (stage: number, label: string, done = stage - 1): ProjectProgress => ({ stage, stages, percent: Math.round((done / stages) * 100), label });
  if (need.status === 'DELIVERED') return at(4, 'Design delivered', 4);
  if (need.designerId || need.status === 'IN_DESIGN') return at(4, 'Designer assigned · your room is being designed', 3);
  if (need.submittedAt === null) {
    const steps = visibleSteps(ctx).filter((s) => s.key !== 'REVIEW');
    const answered = steps.filter((s) => Boolean(need.answers[s.key])).length;
    return { stage: 1, stages, percent: Math.round((answered / steps.length) * (100 / stages)), label: `Questionnaire · ${answered} of ${steps.length} steps answered` };
  }
  if (need.paidCents === null) return at(2, 'Answers submitted · awaiting payment', 1);
  return at(3, 'Paid · matching your designer', 2);
}
