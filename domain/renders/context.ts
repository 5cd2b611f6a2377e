import { signedIn, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { rendersCommands } from './commands';
import { renderEventTypes } from './render-jobs';
import { rendersDecider } from './render-jobs.decide';

/**
 * Renders (issue 25): AI renders of a client's own room photo. A client asks
 * for a render of their own upload (decide: their quota); the system records
 * what the image-generation provider did (processes/renders, ADR 046).
 */
export const rendersContext = defineContext({
  name: 'renders',
  commands: rendersCommands,
  rules: {
    RequestRender: signedIn,
    CancelRender: signedIn,
    ShareRender: signedIn,
    RecordRenderStarted: system,
    RecordRenderResult: system,
    TimeOutRenderAttempt: system,
    RetryRender: system,
  },
  streams: [streamKind('AI renders', 'renders-', rendersDecider, renderEventTypes)],
});
