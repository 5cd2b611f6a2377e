import type { Event } from '../shared/messages';
import { designStyles, type DesignStyle } from '../projects/options';

/**
 * A design case (issue 24): a finished room shown to the public — its
 * pictures, floor plan, products (ids only: prices are read from the catalogue
 * when shown), style, room type and budget. One stream per case,
 * `design-case-<caseId>`.
 *
 * Two origins. A project's case: its designer proposes it, its client
 * consents, staff publish; a withdrawn consent unpublishes it at once and
 * staff cannot publish it again until the client consents again. A staff
 * case: staff author it in the console (no client, no consent needed).
 */
export const designCaseStream = (caseId: string) => `design-case-${caseId}`;
/** A project has at most one case: its id is derived from the project's. */
export const projectCaseId = (needId: string) => `need-${needId}`;

export const caseLimits = { titleMax: 120, descriptionMax: 2000, goodsMax: 60, picturesMax: 12, reportMax: 2000, budgetMaxCents: 100_000_000 } as const;
export const caseStyles = designStyles;
export type CaseStyle = DesignStyle;

export interface CasePicture {
  /** The site's rendered rooms and pieces (/media/rooms/…, /media/pieces/…) or the case's own copy (/media/cases/{caseId}/…, ADR 041); never a project's private files. */
  url: string;
  alt: string;
}

/** What a case shows (a snapshot: later changes to the project do not change it). */
export interface CaseContent {
  title: string;
  description: string;
  roomTypeId: string;
  style: CaseStyle;
  budgetCents: number;
  goodsIds: string[];
  pictures: CasePicture[];
  floorPlan: CasePicture | null;
  /** The boards the products came from (their titles, for the page). */
  boards: { boardId: string; title: string }[];
}

export type CaseOrigin = { kind: 'project'; needId: string; designerId: string; clientId: string } | { kind: 'staff'; authorId: string };

export type DesignCaseEvent =
  | Event<'DesignCaseProposed', { caseId: string; needId: string; designerId: string; clientId: string; content: CaseContent; proposedAt: string }>
  | Event<'DesignCaseAuthored', { caseId: string; authorId: string; content: CaseContent; authoredAt: string; designerId?: string }>
  | Event<'DesignCaseRevised', { caseId: string; content: CaseContent; revisedBy: string; revisedAt: string }>
  | Event<'DesignCaseConsentGiven', { caseId: string; clientId: string; givenAt: string }>
  | Event<'DesignCaseConsentWithdrawn', { caseId: string; clientId: string; withdrawnAt: string }>
  | Event<'DesignCasePublished', { caseId: string; publishedBy: string; publishedAt: string }>
  | Event<'DesignCaseUnpublished', { caseId: string; reason: 'staff' | 'consent-withdrawn'; unpublishedBy: string; unpublishedAt: string }>
  | Event<'DesignCaseReported', { caseId: string; reportId: string; reporterId: string; content: string; reportedAt: string }>;

export type DesignCaseState =
  | { status: 'none' }
  | { status: 'draft' | 'published'; caseId: string; origin: CaseOrigin; consent: boolean; content: CaseContent };

export const initialDesignCaseState = (): DesignCaseState => ({ status: 'none' });

export function evolveDesignCase(state: DesignCaseState, event: DesignCaseEvent): DesignCaseState {
  switch (event.type) {
    case 'DesignCaseProposed': {
      const d = event.data;
      return { status: 'draft', caseId: d.caseId, origin: { kind: 'project', needId: d.needId, designerId: d.designerId, clientId: d.clientId }, consent: false, content: d.content };
    }
    case 'DesignCaseAuthored':
      return { status: 'draft', caseId: event.data.caseId, origin: { kind: 'staff', authorId: event.data.authorId }, consent: true, content: event.data.content };
    case 'DesignCaseRevised':
      return state.status === 'none' ? state : { ...state, content: event.data.content };
    case 'DesignCaseConsentGiven':
      return state.status === 'none' ? state : { ...state, consent: true };
    case 'DesignCaseConsentWithdrawn':
      return state.status === 'none' ? state : { ...state, consent: false };
    case 'DesignCasePublished':
      return state.status === 'none' ? state : { ...state, status: 'published' };
    case 'DesignCaseUnpublished':
      return state.status === 'none' ? state : { ...state, status: 'draft' };
    case 'DesignCaseReported':
      return state;
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const designCaseEventTypes = Object.keys({
  DesignCaseProposed: true,
  DesignCaseAuthored: true,
  DesignCaseRevised: true,
  DesignCaseConsentGiven: true,
  DesignCaseConsentWithdrawn: true,
  DesignCasePublished: true,
  DesignCaseUnpublished: true,
  DesignCaseReported: true,
} satisfies Record<DesignCaseEvent['type'], true>) as DesignCaseEvent['type'][];

/** Where a case's own pictures are kept (private keys: /media/cases/… serves them while the case may be seen, ADR 041). */
export const casePictureKey = (caseId: string, name: string) => `case-pictures/${caseId}/${name}.webp`;
export const casePictureUrl = (caseId: string, name: string) => `/media/cases/${caseId}/${name}.webp`;

/** Where reports of a case are mailed (customer care's address, as the policies pages give it). */
export const caseReportInbox = 'support@roomcraft.example';

/** What the pages, the calls and the console say. */
export const caseMessages = {
  notFound: 'This design case was not found.',
  exists: 'This project already has a design case.',
  notFinished: 'Only a delivered project can become a design case.',
  needsConsent: 'The client has not agreed to publish this case.',
  notClients: 'Only the project’s client can agree to publish its case.',
  noConsentToWithdraw: 'There is no consent to withdraw.',
  notProposer: 'Only the project’s designer can propose its case.',
  signIn: 'Please sign in to continue',
  reported: 'Thank you. Our team will look at this case.',
  proposed: 'The case is proposed; it waits for the client’s consent.',
  consented: 'Thank you. Our team may now publish this case.',
  withdrawn: 'Your consent is withdrawn; the case is no longer public.',
  published: 'The case is published.',
  unpublished: 'The case is no longer public.',
  saved: 'The case is saved.',
} as const;
