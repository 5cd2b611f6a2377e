import { contentCommands } from '../../../domain/content/commands';
import { caseMessages } from '../../../domain/content/design-case';
import { runStaffCommand, staffApiCall } from '~/staff/index.server';
import { revisedContent, staffCase } from '~/content/application/staff-cases.server';
import { envelope, methodNotAllowed } from '~/web/api.server';

/**
 * POST /api/admin/cases/{id}/revise {title?, description?, roomTypeId?, style?, budgetCents?, goodsIds?, picture?}:
 * staff change any case's words, room, style, budget or products (a published
 * case stays published and shows the change at once). Unknown products are named (400).
 */
export const action = staffApiCall(async (args) => {
  if (args.request.method !== 'POST') return methodNotAllowed();
  const caseId = args.params.id ?? '';
  const content = await revisedContent(args.context.runtime, caseId, args.input as Record<string, unknown>);
  await runStaffCommand(args, contentCommands.ReviseDesignCase, { caseId, content });
  return envelope(await staffCase(args.context.runtime, caseId), caseMessages.saved);
});
export const loader = action;
