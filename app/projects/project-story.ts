import type { NeedEvent, NeedStatus } from '../../domain/projects/need';
import { findPlan } from '../../domain/projects/plans';
import type { RevisionsLeft } from '../../domain/projects/revisions';

/**
 * What the project pages say in words: a project's story from its events, its
 * status, and the revisions left. Pure, so the pages and their tests agree.
 */

export interface StoryEntry {
  at: string;
  title: string;
  text: string;
}

export const planTitle = (plan: string | null | undefined) => (plan ? (findPlan(plan)?.title ?? plan) : null);

const meetingNames = { DESIGN: 'design meeting', REMODEL: 'remodel consultation', IN_PERSON: 'in-person visit' } as const;
export const meetingName = (type: keyof typeof meetingNames) => meetingNames[type];

/** "Nov 22, 2026" (UTC, so the server and the browser agree). */
export const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
/** "Nov 24, 2026, 10:00 AM PT-7" style: the meeting's time at the spec's UTC−7. */
export const meetingTime = (iso: string) =>
  `${new Date(Date.parse(iso) - 7 * 3_600_000).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })} Pacific`;

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** One event as the client reads it; null for the ones the story leaves out (each answer saved). */
export function storyEntry(event: NeedEvent): StoryEntry | null {
  switch (event.type) {
    case 'NeedDrafted':
      return { at: event.data.createdAt, title: 'Project drafted', text: `You started a ${event.data.room.name} design.` };
    case 'NeedStepAnswered':
      return null;
    case 'NeedClaimed':
      return { at: event.data.claimedAt, title: 'Saved to your account', text: 'The draft you started before signing in is now in your account.' };
    case 'NeedSubmitted':
      return { at: event.data.submittedAt, title: 'Questionnaire submitted', text: 'Your answers are in. Your designer works from them.' };
    case 'NeedPaid':
      return { at: event.data.paidAt, title: 'Plan paid', text: `${planTitle(event.data.plan)} plan, ${money(event.data.amountCents)}${event.data.discountCents ? ` (${money(event.data.discountCents)} off)` : ''}. Your furniture ships free until ${day(event.data.freeShippingUntil)}.` };
    case 'DesignerAssigned':
      return { at: event.data.assignedAt, title: 'Designer assigned', text: 'A designer matched to your style is working on your room.' };
    case 'DesignDelivered':
      return { at: event.data.deliveredAt, title: 'Design delivered', text: 'Your design is ready. Ask for a revision or rate it on the Design tab.' };
    case 'RevisionRequested':
      return { at: event.data.requestedAt, title: 'Revision requested', text: `Your note to the designer: “${event.data.note}”` };
    case 'NeedDeleted':
      return { at: event.data.deletedAt, title: 'Draft deleted', text: 'This draft was deleted.' };
    case 'NeedUpgraded':
      return { at: event.data.upgradedAt, title: 'Plan upgraded', text: `From ${planTitle(event.data.fromPlan)} to ${planTitle(event.data.toPlan)}, ${money(event.data.amountCents)} paid.` };
    case 'RedesignRequested':
      return { at: event.data.requestedAt, title: 'Redesign requested', text: `What missed the mark: “${event.data.reason}”` };
    case 'ProjectRated':
      return { at: event.data.ratedAt, title: 'You rated your design', text: `${event.data.stars} of 5 stars${event.data.comment ? `: “${event.data.comment}”` : ''}` };
    case 'MeetingBooked':
      return { at: event.data.bookedAt, title: 'Meeting booked', text: `A ${meetingName(event.data.type)} on ${meetingTime(event.data.startsAt)}${event.data.free ? ', included in your plan' : ', paid'}.` };
    case 'DesignerTipped':
      return { at: event.data.tippedAt, title: 'You thanked your designer', text: `A ${money(event.data.amountCents)} tip${event.data.note ? `: “${event.data.note}”` : '.'}` };
    case 'ProjectProductsRecorded':
      return { at: event.data.recordedAt, title: 'Furniture chosen', text: `Your designer chose ${event.data.products.length === 1 ? 'a piece' : `${event.data.products.length} pieces`} for your room.` };
    case 'ProjectProductRemoved':
      return { at: event.data.removedAt, title: 'Furniture changed', text: 'Your designer took a piece off your room’s list.' };
    case 'NeedIdeasAttached': {
      const { boardName, caseIds, goodsIds } = event.data;
      const parts = [caseIds.length ? `${caseIds.length} design ${caseIds.length === 1 ? 'idea' : 'ideas'}` : '', goodsIds.length ? `${goodsIds.length} ${goodsIds.length === 1 ? 'product' : 'products'}` : ''].filter(Boolean);
      return { at: event.data.attachedAt, title: 'Ideas shared with your designer', text: `From your idea board “${boardName}”${parts.length ? `: ${parts.join(' and ')}` : ''}.` };
    }
    case 'ProjectCodeChosen':
    case 'NeedDetailAnswered':
      return null;
    default: {
      const never: never = event;
      return never;
    }
  }
}

/**
 * The story as a fold over the project's stream, oldest first (the pages load
 * it with `runtime.loadAggregate(projectStoryFold, needStream(id))`). The
 * decider's state keeps what `decide` needs; a page's timeline is a read-side
 * fold of its own over the same typed events (Emmett's aggregateStream with
 * another evolve), not raw events cast by the page (ADR 024).
 */
export const projectStoryFold = {
  initialState: (): readonly StoryEntry[] => [],
  evolve: (story: readonly StoryEntry[], event: NeedEvent): readonly StoryEntry[] => {
    const entry = storyEntry(event);
    return entry ? [...story, entry] : story;
  },
};

/** Entries in stream order, newest first; at the same moment the later one first. */
export function newestFirst(story: readonly StoryEntry[]): StoryEntry[] {
  return story
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => Date.parse(b.entry.at) - Date.parse(a.entry.at) || b.i - a.i)
    .map((x) => x.entry);
}

/** The project's story so far, newest first. */
export function projectStory(events: readonly NeedEvent[]): StoryEntry[] {
  return newestFirst(events.reduce(projectStoryFold.evolve, projectStoryFold.initialState()));
}

/** The status in words, with what happens next. */
export function statusInWords(status: NeedStatus, submitted: boolean, paid: boolean): { label: string; next: string } {
  switch (status) {
    case 'DRAFT':
      return { label: 'Draft', next: 'Finish the questionnaire to submit your project.' };
    case 'SUBMITTED':
      return { label: 'Submitted', next: paid ? 'We are matching you with a designer.' : 'Choose a plan to have a designer start.' };
    case 'PAID':
      return { label: 'Paid', next: submitted ? 'We are matching you with a designer.' : 'Finish the questionnaire so your designer can start.' };
    case 'IN_DESIGN':
      return { label: 'In design', next: 'Your designer is working on your room.' };
    case 'DELIVERED':
      return { label: 'Design delivered', next: 'Your design is ready to review.' };
    case 'DELETED':
      return { label: 'Deleted', next: '' };
    default: {
      const never: never = status;
      return never;
    }
  }
}

/** "2 revisions left until Dec 21", "Unlimited revisions", "No revisions left". */
export function revisionsText(left: RevisionsLeft): string {
  if (left.unlimited) return 'Unlimited revisions';
  const count = left.left === 0 ? 'No revisions left' : `${left.left} revision${left.left === 1 ? '' : 's'} left`;
  const until = left.until && left.left > 0 ? ` until ${new Date(left.until).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })}` : '';
  return count + until;
}
