/**
 * The content context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { caseOfProject, casesInStyle } from './application/cases.server';
export { proposeCase } from './application/propose.server';
export { searchCaseCards, inspirationVersion } from './application/inspiration.server';
