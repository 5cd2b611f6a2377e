/** The tracking context's public face (issue 26, ADR 050, ADR 053). */
export { collectMessages, collectTracking } from './application/collect.server';
export { collectLimits } from './server/collector.server';
