/** The attribution context's public face (issue 26, ADR 054): the shell records a landing through it. */
export { recordLanding, type Lander } from './application/landing.server';
export { countReferralClick } from './application/calls.server';
