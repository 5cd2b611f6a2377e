import { z } from 'zod';
import { hasRole } from '../authz';
import { ForbiddenError, IllegalStateError, NotFoundError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { idField } from '../shared/schemas';
import {
  caseLimits,
  caseMessages,
  caseStyles,
  evolveDesignCase,
  initialDesignCaseState,
  type CaseContent,
  type DesignCaseEvent,
  type DesignCaseState,
} from './design-case';

const caseId = idField('Unknown design case', 80);
/** A public picture: the site's rendered rooms and pieces, or a case's own copy (ADR 041). */
const publicPicture = z.object({
  url: z
    .string({ required_error: 'Please give the picture', invalid_type_error: 'Please give the picture' })
    .max(300, 'Unknown picture')
    .regex(/^\/media\/((rooms|pieces)\/[a-z0-9-]{1,60}|cases\/[A-Za-z0-9_-]{1,80}\/[A-Za-z0-9_-]{1,120})\.webp$/, 'Unknown picture'),
  alt: z.string({ invalid_type_error: 'The picture’s description is a text' }).trim().max(200, 'Please keep the picture’s description to 200 characters or fewer').default(''),
});

/** A case's content as commands take it; each rule break names its field. */
export const caseContentSchema = z.object({
  title: z
    .string({ required_error: 'Please give the case a title', invalid_type_error: 'Please give the case a title' })
    .trim()
    .min(1, 'Please give the case a title')
    .max(caseLimits.titleMax, `Please keep the title to ${caseLimits.titleMax} characters or fewer`),
  description: z
    .string({ invalid_type_error: 'The description is a text' })
    .trim()
    .max(caseLimits.descriptionMax, `Please keep the description to ${caseLimits.descriptionMax} characters or fewer`)
    .default(''),
  roomTypeId: idField('Please choose a room type', 10),
  style: z.enum(caseStyles, { errorMap: () => ({ message: `The style is one of ${caseStyles.join(', ')}` }) }),
  budgetCents: z.coerce
    .number({ required_error: 'Please give the budget in cents', invalid_type_error: 'Please give the budget in cents' })
    .int('Please give the budget in whole cents')
    .min(0, 'The budget cannot be negative')
    .max(caseLimits.budgetMaxCents, 'The budget is too large'),
  goodsIds: z
    .array(z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'Unknown product'), { required_error: 'Please list the case’s products', invalid_type_error: 'Please list the case’s products' })
    .max(caseLimits.goodsMax, `A case shows at most ${caseLimits.goodsMax} products`)
    .transform((ids) => [...new Set(ids)]),
  pictures: z.array(publicPicture, { invalid_type_error: 'The pictures are a list' }).max(caseLimits.picturesMax, `A case shows at most ${caseLimits.picturesMax} pictures`).default([]),
  floorPlan: publicPicture.nullish().transform((v) => v ?? null),
  boards: z
    .array(z.object({ boardId: idField('Unknown board', 80), title: z.string().trim().max(120) }), { invalid_type_error: 'The boards are a list' })
    .max(20)
    .default([]),
});

export const proposeDesignCaseSchema = z.object({
  caseId,
  needId: idField('Unknown project'),
  designerId: idField('Unknown designer'),
  clientId: idField('Unknown client'),
  content: caseContentSchema,
});
/** `designerId` (optional, issue 24 profiles): the designer staff credit the case to — it then shows in their portfolio at /@handle. */
export const authorDesignCaseSchema = z.object({ caseId, content: caseContentSchema, designerId: idField('Unknown designer').optional() });
export const reviseDesignCaseSchema = z.object({ caseId, content: caseContentSchema });
export const caseIdSchema = z.object({ caseId });
export const reportDesignCaseSchema = z.object({
  caseId,
  reportId: idField('Invalid report', 80),
  reporterId: idField('Invalid user'),
  content: z
    .string({ required_error: 'Please tell us what is wrong with this case', invalid_type_error: 'Please tell us what is wrong with this case' })
    .trim()
    .min(1, 'Please tell us what is wrong with this case')
    .max(caseLimits.reportMax, `Please keep the report to ${caseLimits.reportMax} characters or fewer`),
});

type D<S extends z.ZodTypeAny> = z.output<S>;
export type DesignCaseCommand =
  | Command<'ProposeDesignCase', D<typeof proposeDesignCaseSchema>>
  | Command<'AuthorDesignCase', D<typeof authorDesignCaseSchema>>
  | Command<'ReviseDesignCase', D<typeof reviseDesignCaseSchema>>
  | Command<'ConsentToDesignCase', D<typeof caseIdSchema>>
  | Command<'WithdrawDesignCaseConsent', D<typeof caseIdSchema>>
  | Command<'PublishDesignCase', D<typeof caseIdSchema>>
  | Command<'UnpublishDesignCase', D<typeof caseIdSchema>>
  | Command<'ReportDesignCase', D<typeof reportDesignCaseSchema>>;

const idOf = (actor: Actor) => (actor.kind === 'user' ? actor.userId : 'system');
const isStaff = (actor: Actor) => actor.kind === 'system' || hasRole(actor, 'staff');
const same = (a: CaseContent, b: CaseContent) => JSON.stringify(a) === JSON.stringify(b);

function existing(state: DesignCaseState) {
  if (state.status === 'none') throw new NotFoundError('CASE_NOT_FOUND', caseMessages.notFound);
  return state;
}

export function decideDesignCase(command: DesignCaseCommand, state: DesignCaseState): DesignCaseEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'ProposeDesignCase': {
      const d = command.data;
      // The project's own designer proposes (staff may, for them); the app found the project delivered.
      if (!isStaff(actor) && idOf(actor) !== d.designerId) throw new ForbiddenError(caseMessages.notProposer);
      if (state.status !== 'none') {
        if (state.origin.kind === 'project' && state.origin.needId === d.needId && same(state.content, d.content)) return [];
        throw new IllegalStateError('CASE_EXISTS', caseMessages.exists);
      }
      return [{ type: 'DesignCaseProposed', data: { caseId: d.caseId, needId: d.needId, designerId: d.designerId, clientId: d.clientId, content: d.content, proposedAt: now } }];
    }
    case 'AuthorDesignCase': {
      const d = command.data;
      if (state.status !== 'none') {
        if (state.origin.kind === 'staff' && same(state.content, d.content)) return [];
        throw new IllegalStateError('CASE_EXISTS', 'A design case with this id exists.');
      }
      return [{ type: 'DesignCaseAuthored', data: { caseId: d.caseId, authorId: idOf(actor), content: d.content, authoredAt: now, ...(d.designerId ? { designerId: d.designerId } : {}) } }];
    }
    case 'ReviseDesignCase': {
      const s = existing(state);
      if (same(s.content, command.data.content)) return [];
      return [{ type: 'DesignCaseRevised', data: { caseId: s.caseId, content: command.data.content, revisedBy: idOf(actor), revisedAt: now } }];
    }
    case 'ConsentToDesignCase': {
      const s = existing(state);
      if (s.origin.kind !== 'project' || idOf(actor) !== s.origin.clientId) throw new ForbiddenError(caseMessages.notClients);
      if (s.consent) return [];
      return [{ type: 'DesignCaseConsentGiven', data: { caseId: s.caseId, clientId: s.origin.clientId, givenAt: now } }];
    }
    case 'WithdrawDesignCaseConsent': {
      const s = existing(state);
      if (s.origin.kind !== 'project' || idOf(actor) !== s.origin.clientId) throw new ForbiddenError(caseMessages.notClients);
      if (!s.consent) return [];
      const withdrawn: DesignCaseEvent = { type: 'DesignCaseConsentWithdrawn', data: { caseId: s.caseId, clientId: s.origin.clientId, withdrawnAt: now } };
      // A withdrawn consent unpublishes: the two facts are appended together.
      if (s.status !== 'published') return [withdrawn];
      return [withdrawn, { type: 'DesignCaseUnpublished', data: { caseId: s.caseId, reason: 'consent-withdrawn', unpublishedBy: idOf(actor), unpublishedAt: now } }];
    }
    case 'PublishDesignCase': {
      const s = existing(state);
      if (s.status === 'published') return [];
      // Consent before publishing (a staff case needs none).
      if (s.origin.kind === 'project' && !s.consent) throw new IllegalStateError('CASE_NEEDS_CONSENT', caseMessages.needsConsent);
      return [{ type: 'DesignCasePublished', data: { caseId: s.caseId, publishedBy: idOf(actor), publishedAt: now } }];
    }
    case 'UnpublishDesignCase': {
      const s = existing(state);
      if (s.status !== 'published') return [];
      return [{ type: 'DesignCaseUnpublished', data: { caseId: s.caseId, reason: 'staff', unpublishedBy: idOf(actor), unpublishedAt: now } }];
    }
    case 'ReportDesignCase': {
      const s = existing(state);
      const d = command.data;
      // A signed-in user reports in their own name; only a published case can be reported.
      if (idOf(actor) !== d.reporterId) throw new ForbiddenError();
      if (s.status !== 'published') throw new NotFoundError('CASE_NOT_FOUND', caseMessages.notFound);
      return [{ type: 'DesignCaseReported', data: { caseId: s.caseId, reportId: d.reportId, reporterId: d.reporterId, content: d.content, reportedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const designCaseDecider: Decider<DesignCaseState, DesignCaseCommand, DesignCaseEvent> = {
  initialState: initialDesignCaseState,
  evolve: evolveDesignCase,
  decide: decideDesignCase,
};
