import { rendersCommands } from '../../domain/renders/commands';
import { renderEventTypes, type RenderEvent, type RenderRequest } from '../../domain/renders/render-jobs';
import { defineProcess, type ProcessOutput } from '../process';

export const renderProcessName = 'renders';

/** The effects the render process asks the composition root for (composition-root/processes.ts). */
export const renderEffects = { start: 'renders.start', store: 'renders.store', cancel: 'renders.cancel' } as const;

/** What the start effect needs: the job's request and which attempt this is (the provider's idempotency key is `${renderId}-${attempt}`). */
export interface StartRenderInput {
  request: Omit<RenderRequest, 'requestedAt' | 'plan' | 'retryBaseMs' | 'timeoutMs'>;
  attempt: number;
}
/** What the store effect needs: the provider's picture to fetch, check, re-encode and keep under the owner's renders. */
export interface StoreRenderInput {
  ownerId: string;
  renderId: string;
  attempt: number;
  outputUrl: string;
}

/** What the cancel effect needs: the provider and its job to stop. */
export interface CancelRenderInput {
  provider: RenderRequest['provider'];
  providerJobId: string;
}

type State = { request: RenderRequest | null; providerJobId?: string | null };

const startOf = (r: RenderRequest, attempt: number): ProcessOutput => {
  const { ownerId, renderId, photoKey, roomType, style, prompt, provider } = r;
  const input: StartRenderInput = { request: { ownerId, renderId, photoKey, roomType, style, prompt, provider }, attempt };
  return { effect: renderEffects.start, input, key: `start-${attempt}` };
};

/**
 * One render job from its request to its end (ADR 046). Each attempt asks the
 * provider (an effect: its answer is the started job, or at once the picture,
 * or a failure); a started attempt's timeout is scheduled; a failed attempt
 * with a retry due is retried then; a picture the provider reports is fetched
 * and stored (an effect). A job cancelled while the provider works on it has
 * that provider job cancelled too (an effect), so it costs nothing more; outcomes
 * that still arrive change nothing (the decider).
 */
export const renderProcess = defineProcess<RenderEvent>()({
  name: renderProcessName,
  handles: renderEventTypes,
  instanceOf: (event) => event.data.renderId,
  initialState: (): State => ({ request: null }),
  evolve: (state: State, event): State => {
    switch (event.type) {
      case 'RenderRequested':
        return { request: event.data, providerJobId: null };
      case 'RenderAttemptStarted':
        return { ...state, providerJobId: event.data.providerJobId };
      case 'RenderAttemptRequested':
      case 'RenderAttemptFailed':
      case 'RenderOutputReceived':
        return { ...state, providerJobId: null };
      default:
        return state;
    }
  },
  decide: (event, state): ProcessOutput[] => {
    const { ownerId, renderId } = event.data;
    switch (event.type) {
      case 'RenderRequested':
        return [startOf(event.data, 1)];
      case 'RenderAttemptRequested':
        return state.request ? [startOf(state.request, event.data.attempt)] : [];
      case 'RenderAttemptStarted':
        return [{ command: rendersCommands.TimeOutRenderAttempt, input: { ownerId, renderId, attempt: event.data.attempt }, at: event.data.timeoutAt, key: `timeout-${event.data.attempt}` }];
      case 'RenderAttemptFailed':
        if (!event.data.retryAt) return [];
        return [{ command: rendersCommands.RetryRender, input: { ownerId, renderId, attempt: event.data.attempt + 1 }, at: event.data.retryAt, key: `retry-${event.data.attempt}` }];
      case 'RenderCancelled': {
        if (!state.request || !state.providerJobId) return [];
        const input: CancelRenderInput = { provider: state.request.provider, providerJobId: state.providerJobId };
        return [{ effect: renderEffects.cancel, input, key: 'cancel' }];
      }
      case 'RenderOutputReceived': {
        const input: StoreRenderInput = { ownerId, renderId, attempt: event.data.attempt, outputUrl: event.data.outputUrl };
        return [{ effect: renderEffects.store, input, key: `store-${event.data.attempt}` }];
      }
      default:
        return [];
    }
  },
});
