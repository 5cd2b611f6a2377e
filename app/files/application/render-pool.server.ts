import { RenderPool } from '../../../infra/images/render-pool';
import type { Runtime } from '../../../infra/runtime';

const pools = new WeakMap<object, RenderPool>();

/**
 * The runtime's SVG renderer processes (SVG_RENDER_CONCURRENCY at once, each
 * stopped after SVG_RENDER_TIMEOUT_MS or when its client has gone; every stop is logged).
 */
export function renderPoolFor(runtime: Runtime): RenderPool {
  let pool = pools.get(runtime);
  if (!pool) {
    pool = new RenderPool({
      timeoutMs: runtime.config.SVG_RENDER_TIMEOUT_MS,
      concurrency: runtime.config.SVG_RENDER_CONCURRENCY,
      onStart: (info) => runtime.logger.debug('svg render started', info),
      onStop: (reason, info) => {
        if (reason === 'aborted') runtime.logger.info('svg render stopped: the client has gone', { reason, ...info });
        else runtime.logger.warn(`svg render stopped: ${reason}`, { reason, ...info });
      },
    });
    pools.set(runtime, pool);
  }
  return pool;
}
