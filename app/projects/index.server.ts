/**
 * The projects context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { needIdField, needState, requestRevision, upgradeToNeed, type ProjectCaller } from './application/needs.server';
export { activeVariant, variantFor } from './application/plan-payment.server';
export { priceRoleOf } from './server/price-role.server';
export { projectApiCall } from './server/project-api.server';
export { designAction, designLoader, messagesAction } from './server/project-forms.server';
export { messagesLoader } from './server/project-pages.server';
export { answerFromForm, callerOf, questionnaireAction, questionnaireLoader } from './server/questionnaire-pages.server';
