/**
 * The tracking context's public face for browser-safe code (ADR 030): the
 * first-party tracker the shell renders.
 */
export { TrackingBeacon, trackEventName } from './components/tracking-beacon';
