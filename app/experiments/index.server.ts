/** The experiments context's public face (issue 26, ADR 052). */
export { analyticsConsent, assignmentIn, experimentsState, showArm, type Assignment, type Viewer } from './application/assignment.server';
export { getAbProperty, homePaths } from './application/ab-property.server';
