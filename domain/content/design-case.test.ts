import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { caseLooksDecider } from './case-looks';
import { contentContext } from './context';
import { caseMessages, type CaseContent, type DesignCaseEvent } from './design-case';
import { caseContentSchema, designCaseDecider, type DesignCaseCommand } from './design-case.decide';

const now = '2026-11-27T10:00:00.000Z';
const designer: Actor = { kind: 'user', userId: 'd1', email: 'd@example.com', roles: ['designer'] };
const otherDesigner: Actor = { kind: 'user', userId: 'd2', email: 'd2@example.com', roles: ['designer'] };
const client: Actor = { kind: 'user', userId: 'c1', email: 'c@example.com', roles: ['client'] };
const stranger: Actor = { kind: 'user', userId: 'c2', email: 'x@example.com', roles: ['client'] };
const staff: Actor = { kind: 'user', userId: 's1', email: 's@example.com', roles: ['staff'] };
const spec = specFor(designCaseDecider);
const cmd = <T extends DesignCaseCommand['type']>(type: T, data: Extract<DesignCaseCommand, { type: T }>['data'], actor: Actor) =>
  ({ type, data, metadata: { commandId: 'c', now, actor } }) as Extract<DesignCaseCommand, { type: T }>;

const content: CaseContent = {
  title: 'Warm oak living room', description: '', roomTypeId: '1', style: 'Modern', budgetCents: 500_000,
  goodsIds: ['g00001'], pictures: [{ url: '/media/rooms/living-room.webp', alt: '' }], floorPlan: null, boards: [],
};
const id = { caseId: 'need-7' };
const proposed: DesignCaseEvent = { type: 'DesignCaseProposed', data: { caseId: 'need-7', needId: '7', designerId: 'd1', clientId: 'c1', content, proposedAt: now } };
const consented: DesignCaseEvent = { type: 'DesignCaseConsentGiven', data: { caseId: 'need-7', clientId: 'c1', givenAt: now } };
const published: DesignCaseEvent = { type: 'DesignCasePublished', data: { caseId: 'need-7', publishedBy: 's1', publishedAt: now } };
const authored: DesignCaseEvent = { type: 'DesignCaseAuthored', data: { caseId: 'staff-1', authorId: 's1', content, authoredAt: now } };

describe('design case rules', () => {
  it('the project’s designer proposes its case; another designer cannot; a second, different proposal is refused', () => {
    const propose = { caseId: 'need-7', needId: '7', designerId: 'd1', clientId: 'c1', content };
    spec([]).when(cmd('ProposeDesignCase', propose, designer)).then([proposed]);
    expect(spec([]).when(cmd('ProposeDesignCase', propose, otherDesigner)).thenThrows('FORBIDDEN').message).toBe(caseMessages.notProposer);
    spec([proposed]).when(cmd('ProposeDesignCase', propose, designer)).then([]);
    spec([proposed]).when(cmd('ProposeDesignCase', { ...propose, content: { ...content, title: 'Other' } }, designer)).thenThrows('CASE_EXISTS');
  });

  it('consent before publishing: staff cannot publish a project’s case until its client consents', () => {
    expect(spec([proposed]).when(cmd('PublishDesignCase', id, staff)).thenThrows('CASE_NEEDS_CONSENT').message).toBe(caseMessages.needsConsent);
    spec([proposed, consented]).when(cmd('PublishDesignCase', id, staff)).then([published]);
    spec([proposed, consented, published]).when(cmd('PublishDesignCase', id, staff)).then([]);
  });

  it('only the project’s client consents or withdraws', () => {
    spec([proposed]).when(cmd('ConsentToDesignCase', id, client)).then([consented]);
    spec([proposed]).when(cmd('ConsentToDesignCase', id, stranger)).thenThrows('FORBIDDEN');
    spec([proposed]).when(cmd('ConsentToDesignCase', id, designer)).thenThrows('FORBIDDEN');
    spec([proposed, consented]).when(cmd('WithdrawDesignCaseConsent', id, stranger)).thenThrows('FORBIDDEN');
    spec([]).when(cmd('ConsentToDesignCase', id, client)).thenThrows('CASE_NOT_FOUND');
  });

  it('a withdrawn consent unpublishes, and the case cannot be published again without a new consent', () => {
    const withdrawn: DesignCaseEvent = { type: 'DesignCaseConsentWithdrawn', data: { caseId: 'need-7', clientId: 'c1', withdrawnAt: now } };
    spec([proposed, consented, published])
      .when(cmd('WithdrawDesignCaseConsent', id, client))
      .then([withdrawn, { type: 'DesignCaseUnpublished', data: { caseId: 'need-7', reason: 'consent-withdrawn', unpublishedBy: 'c1', unpublishedAt: now } }]);
    spec([proposed, consented]).when(cmd('WithdrawDesignCaseConsent', id, client)).then([withdrawn]);
    const unpublished: DesignCaseEvent = { type: 'DesignCaseUnpublished', data: { caseId: 'need-7', reason: 'consent-withdrawn', unpublishedBy: 'c1', unpublishedAt: now } };
    spec([proposed, consented, published, withdrawn, unpublished]).when(cmd('PublishDesignCase', id, staff)).thenThrows('CASE_NEEDS_CONSENT');
    spec([proposed, consented, published, withdrawn, unpublished, consented]).when(cmd('PublishDesignCase', id, staff)).then([published]);
    const state = [proposed, consented, published, withdrawn, unpublished].reduce(designCaseDecider.evolve, designCaseDecider.initialState());
    expect(state).toMatchObject({ status: 'draft', consent: false });
  });

  it('a staff case needs no consent; staff unpublish and revise', () => {
    spec([]).when(cmd('AuthorDesignCase', { caseId: 'staff-1', content }, staff)).then([authored]);
    spec([authored]).when(cmd('PublishDesignCase', { caseId: 'staff-1' }, staff)).then([{ type: 'DesignCasePublished', data: { caseId: 'staff-1', publishedBy: 's1', publishedAt: now } }]);
    spec([authored]).when(cmd('ConsentToDesignCase', { caseId: 'staff-1' }, client)).thenThrows('FORBIDDEN');
    spec([proposed, consented, published]).when(cmd('UnpublishDesignCase', id, staff)).then([{ type: 'DesignCaseUnpublished', data: { caseId: 'need-7', reason: 'staff', unpublishedBy: 's1', unpublishedAt: now } }]);
    spec([authored]).when(cmd('ReviseDesignCase', { caseId: 'staff-1', content }, staff)).then([]);
  });

  it('a report names its reporter and only a published case can be reported', () => {
    const report = { ...id, reportId: 'r1', reporterId: 'c2', content: 'Copied photos' };
    spec([proposed]).when(cmd('ReportDesignCase', report, stranger)).thenThrows('CASE_NOT_FOUND');
    spec([proposed, consented, published]).when(cmd('ReportDesignCase', report, client)).thenThrows('FORBIDDEN');
    spec([proposed, consented, published]).when(cmd('ReportDesignCase', report, stranger)).then([{ type: 'DesignCaseReported', data: { ...report, reportedAt: now } }]);
  });

  it('who may run each command is one rule per command', () => {
    const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
    expect(() => authorize(client, 'PublishDesignCase', contentContext.rules)).toThrow('No access.');
    expect(() => authorize(designer, 'AuthorDesignCase', contentContext.rules)).toThrow('No access.');
    expect(() => authorize(client, 'ProposeDesignCase', contentContext.rules)).toThrow('No access.');
    expect(() => authorize(visitor, 'ReportDesignCase', contentContext.rules)).toThrow();
    expect(() => authorize(staff, 'PublishDesignCase', contentContext.rules)).not.toThrow();
    expect(() => authorize(client, 'ConsentToDesignCase', contentContext.rules)).not.toThrow();
  });

  it('content: pictures are public addresses only; each field says what is wrong', () => {
    expect(caseContentSchema.safeParse(content).success).toBe(true);
    const bad = (patch: Partial<Record<keyof CaseContent, unknown>>) => caseContentSchema.safeParse({ ...content, ...patch }).error?.issues[0]?.message;
    expect(bad({ pictures: [{ url: '/media/proposal-renders/p1/1/a.webp', alt: '' }] })).toBe('Unknown picture');
    expect(bad({ pictures: [{ url: '/media/cases/need-7/b1-across.webp', alt: '' }] })).toBeUndefined();
    expect(bad({ pictures: [{ url: 'https://evil.example/x.png', alt: '' }] })).toBe('Unknown picture');
    expect(bad({ style: 'Gothic' })).toBe('The style is one of Bohemian, Coastal, Farmhouse, Eclectic, Scandinavian, Modern, Transitional, Mid-century');
    expect(bad({ title: ' ' })).toBe('Please give the case a title');
    expect(bad({ budgetCents: -1 })).toBe('The budget cannot be negative');
  });
});

describe('looked-at history', () => {
  const look = specFor(caseLooksDecider);
  const at = (userId: string, caseId: string, actor: Actor) => ({ type: 'LookAtDesignCase' as const, data: { userId, caseId }, metadata: { commandId: 'l', now, actor } });
  it('records a look in one’s own history once in a row, never in another’s', () => {
    const looked = { type: 'DesignCaseLookedAt' as const, data: { userId: 'c1', caseId: 'k1', lookedAt: now } };
    look([]).when(at('c1', 'k1', client)).then([looked]);
    look([looked]).when(at('c1', 'k1', client)).then([]);
    look([]).when(at('c1', 'k1', stranger)).thenThrows('FORBIDDEN');
  });
});
