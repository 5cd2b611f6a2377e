import type { Event } from '../shared/messages';

/**
 * AI renders of a client's room (issue 25, ADR 046): a job restyles one of the
 * client's own uploaded room photos as a room type and a style, through an
 * image-generation provider. One stream per owner, `renders-<userId>`, holds
 * all their jobs, so the quota (free: a number a month; subscribers: a number
 * running at once) is decided with the jobs it counts. A job runs
 * requested → running → succeeded | failed | cancelled; a provider error or a
 * timeout is retried a bounded number of times, each retry later than the last
 * (backoff); every attempt's cost is recorded and summed on the job.
 */
export const roomTypes = ['Living Room', 'Dining Room', 'Bedroom', 'Bathroom', 'Home Office', 'Hallway', 'Kitchen'] as const;
export const renderStyles = ['Bohemian', 'Coastal', 'Farmhouse', 'Eclectic', 'Scandinavian', 'Modern', 'Transitional', 'Mid-century'] as const;
export type RoomType = (typeof roomTypes)[number];
export type RenderStyle = (typeof renderStyles)[number];
export type RenderPlan = 'free' | 'subscriber';
export type RenderStatus = 'requested' | 'running' | 'succeeded' | 'failed' | 'cancelled';
/** `studio`: the embedded renderer (ADR 062) — a room composed from pieces in stock, not a repaint of the photo. */
export type RenderProvider = 'replicate' | 'openai' | 'studio';
export const renderProviders = ['replicate', 'openai', 'studio'] as const satisfies readonly RenderProvider[];
/** The most products a render may name (a studio render names the pieces it drew). */
export const maxRenderGoods = 30;

export const renderLimits = {
  /** Renders a free account may start in one calendar month (UTC); a failed or cancelled one does not count. */
  freePerMonth: 3,
  /** Fair use: a subscriber's renders running at once ('Unlimited generations', not unlimited at once). */
  subscriberRunning: 3,
  /** Attempts per job: the first and at most two retries. */
  maxAttempts: 3,
  promptMax: 300,
} as const;

export const renderMessages = {
  notFound: 'This render was not found.',
  photoNotFound: 'This photo was not found. Please upload a photo of your room.',
  roomType: `Please choose the room type: ${roomTypes.join(', ')}`,
  style: `Please choose the style: ${renderStyles.join(', ')}`,
  promptTooLong: `Please keep the notes to ${renderLimits.promptMax} characters or fewer`,
  promptMarkup: 'Please write the notes as plain text, without markup (< and > are not allowed)',
  freeQuota: `Free accounts get ${renderLimits.freePerMonth} renders a month, and this month's are used. Subscribe to AI Designer for unlimited generations.`,
  running: `You have ${renderLimits.subscriberRunning} renders running: please wait for one to finish before starting another.`,
  finished: 'This render has finished already.',
  notFinished: 'Only a finished render can be shared.',
  noProvider: 'AI rendering is not set up on this site yet: no image-generation provider is configured.',
} as const;

export const rendersStream = (ownerId: string) => `renders-${ownerId}`;
/** The calendar month (UTC) a time falls in, `2026-11`. */
export const monthOf = (iso: string) => iso.slice(0, 7);

export interface RenderRequest {
  ownerId: string;
  renderId: string;
  /** The owner's re-encoded upload (images/<ownerId>/…). */
  photoKey: string;
  roomType: RoomType;
  style: RenderStyle;
  prompt: string;
  provider: RenderProvider;
  plan: RenderPlan;
  /** The first retry waits this long; each later one twice as long. */
  retryBaseMs: number;
  /** An attempt with no outcome after this long is given up (and retried). */
  timeoutMs: number;
  requestedAt: string;
}

type Ids = { ownerId: string; renderId: string };
export type RenderEvent =
  | Event<'RenderRequested', RenderRequest>
  | Event<'RenderAttemptRequested', Ids & { attempt: number; requestedAt: string }>
  | Event<'RenderAttemptStarted', Ids & { attempt: number; providerJobId: string; startedAt: string; timeoutAt: string }>
  | Event<'RenderOutputReceived', Ids & { attempt: number; outputUrl: string; costMicros: number; receivedAt: string }>
  | Event<'RenderAttemptFailed', Ids & { attempt: number; reason: string; costMicros: number; retryAt: string | null; failedAt: string }>
  /** `goodsIds`: the catalogue products the picture shows, when the provider knows them (the studio, ADR 062); absent otherwise. */
  | Event<'RenderSucceeded', Ids & { attempt: number; outputKey: string; costMicros: number; totalCostMicros: number; finishedAt: string; goodsIds?: string[] }>
  | Event<'RenderFailed', Ids & { reason: string; totalCostMicros: number; failedAt: string }>
  | Event<'RenderCancelled', Ids & { totalCostMicros: number; cancelledAt: string }>
  | Event<'RenderShared', Ids & { shared: boolean; at: string }>;

export const renderEventTypes = [
  'RenderRequested',
  'RenderAttemptRequested',
  'RenderAttemptStarted',
  'RenderOutputReceived',
  'RenderAttemptFailed',
  'RenderSucceeded',
  'RenderFailed',
  'RenderCancelled',
  'RenderShared',
] as const satisfies readonly RenderEvent['type'][];

export interface RenderJob {
  request: RenderRequest;
  status: RenderStatus;
  attempt: number;
  providerJobId: string | null;
  /** The provider said it succeeded; the picture is being stored. */
  outputReceived: boolean;
  outputKey: string | null;
  totalCostMicros: number;
  shared: boolean;
}

export interface RendersState {
  jobs: Record<string, RenderJob>;
}

export const initialRendersState = (): RendersState => ({ jobs: {} });
export const isFinished = (s: RenderStatus) => s === 'succeeded' || s === 'failed' || s === 'cancelled';

/** When the retry after a failed attempt is due: base, 2×base, 4×base…; null when no attempt is left. */
export function retryAtOf(job: RenderJob, now: string): string | null {
  if (job.attempt >= renderLimits.maxAttempts) return null;
  return new Date(Date.parse(now) + job.request.retryBaseMs * 2 ** (job.attempt - 1)).toISOString();
}

export function evolveRenders(state: RendersState, event: RenderEvent): RendersState {
  const d = event.data;
  if (event.type === 'RenderRequested') {
    const r = event.data;
    return { jobs: { ...state.jobs, [r.renderId]: { request: r, status: 'requested', attempt: 1, providerJobId: null, outputReceived: false, outputKey: null, totalCostMicros: 0, shared: false } } };
  }
  const job = state.jobs[d.renderId];
  if (!job) return state;
  const next = (patch: Partial<RenderJob>): RendersState => ({ jobs: { ...state.jobs, [d.renderId]: { ...job, ...patch } } });
  switch (event.type) {
    case 'RenderAttemptRequested':
      return next({ attempt: event.data.attempt, providerJobId: null, outputReceived: false });
    case 'RenderAttemptStarted':
      return next({ status: 'running', providerJobId: event.data.providerJobId });
    case 'RenderOutputReceived':
      return next({ outputReceived: true, totalCostMicros: job.totalCostMicros + event.data.costMicros });
    case 'RenderAttemptFailed':
      return next({ status: 'running', providerJobId: null, totalCostMicros: job.totalCostMicros + event.data.costMicros });
    case 'RenderSucceeded':
      return next({ status: 'succeeded', outputKey: event.data.outputKey, totalCostMicros: event.data.totalCostMicros });
    case 'RenderFailed':
      return next({ status: 'failed' });
    case 'RenderCancelled':
      return next({ status: 'cancelled' });
    case 'RenderShared':
      return next({ shared: event.data.shared });
    default:
      return state;
  }
}
