import { describe, expect, it } from 'vitest';
import { projectProgress } from './project-progress';

const ctx = { room: 'Bedroom', renderingEnabled: false };
const base = { status: 'DRAFT', answers: {}, submittedAt: null, paidCents: null, designerId: null };

describe('projectProgress (My Projects)', () => {
  it('counts the questionnaire steps a project shows, then follows its stages', () => {
    expect(projectProgress(base, ctx)).toEqual({ stage: 1, stages: 4, percent: 0, label: 'Questionnaire · 0 of 7 steps answered' });
    expect(projectProgress({ ...base, answers: { STYLES: {}, PAYMENT: {} } }, { room: 'Bathroom', renderingEnabled: false }).label).toBe('Questionnaire · 2 of 6 steps answered');
    // Paid on the way but not submitted: still the questionnaire.
    expect(projectProgress({ ...base, status: 'PAID', paidCents: 8900, answers: { STYLES: {}, PAYMENT: {} } }, ctx).stage).toBe(1);
    expect(projectProgress({ ...base, status: 'SUBMITTED', submittedAt: '2026-01-01T00:00:00Z' }, ctx)).toMatchObject({ stage: 2, percent: 25, label: 'Answers submitted · awaiting payment' });
    expect(projectProgress({ ...base, status: 'PAID', submittedAt: '2026-01-01T00:00:00Z', paidCents: 8900 }, ctx)).toMatchObject({ stage: 3, percent: 50, label: 'Paid · matching your designer' });
    expect(projectProgress({ ...base, status: 'IN_DESIGN', submittedAt: '2026-01-01T00:00:00Z', paidCents: 8900, designerId: 'd' }, ctx)).toMatchObject({ stage: 4, percent: 75 });
    expect(projectProgress({ ...base, status: 'DELIVERED', submittedAt: '2026-01-01T00:00:00Z', paidCents: 8900, designerId: 'd' }, ctx)).toMatchObject({ stage: 4, percent: 100, label: 'Design delivered' });
  });
});
