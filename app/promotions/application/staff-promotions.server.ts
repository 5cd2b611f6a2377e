import { createHash, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { promotionCommands } from '../../../domain/promotions/commands';
import { NotFoundError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { getAccount } from '../../../projections/identity/accounts';
import { getCodeStatus, listCodes } from '../../../projections/promotions/codes';
import { creditBalance, creditLedger } from '../../../projections/promotions/credits';
import { parseWith } from '../../web/api.server';
import { describeCode } from './discounts.server';

const paging = z.object({
  start: z.coerce.number({ invalid_type_error: 'start must be a number' }).int('start must be a whole number').min(0, 'start cannot be negative').max(1_000_000).default(0),
  pageSize: z.coerce.number({ invalid_type_error: 'pageSize must be a number' }).int('pageSize must be a whole number').min(1, 'pageSize must be 1 to 100').max(100, 'pageSize must be 1 to 100').default(25),
});

/** Staff: every code staff created, newest first, with uses and a plain description. */
export async function staffListCodes(runtime: Runtime, input: unknown) {
  const { rows, total } = await listCodes(runtime.db, parseWith(paging, input));
  return { total, rows: rows.map((r) => ({ ...r, description: describeCode(r) })) };
}

/** Staff: one code as it stands now (the site's own codes too). */
export async function staffGetCode(runtime: Runtime, code: string) {
  const status = await getCodeStatus(runtime.db, code);
  if (!status) throw new NotFoundError('UNKNOWN_CODE', 'this code does not exist');
  return { ...status, description: describeCode(status) };
}

const clientIdField = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'This client does not exist');

/** The client's id, checked: another id is 'This client does not exist'. */
export async function requireClient(runtime: Runtime, clientId: string): Promise<string> {
  const id = parseWith(clientIdField, clientId);
  if (!(await getAccount(runtime.db, id))) throw new NotFoundError('CLIENT_NOT_FOUND', 'This client does not exist');
  return id;
}

/** Staff: a client's credit balance and ledger. */
export async function staffClientCredits(runtime: Runtime, clientId: string) {
  const id = await requireClient(runtime, clientId);
  return { clientId: id, balanceCents: await creditBalance(runtime.db, id), ledger: await creditLedger(runtime.db, id) };
}

/** The input of a grant: the grant id defaults to a fresh one; an Idempotency-Key makes a retry grant once. */
export function grantInput(clientId: string, input: Record<string, unknown>, idempotencyKey: string | null) {
  const key = idempotencyKey?.trim();
  const grantId = typeof input.grantId === 'string' ? input.grantId : key && /^[A-Za-z0-9_-]{8,64}$/.test(key) ? `key-${createHash('sha256').update(key).digest('hex').slice(0, 32)}` : randomUUID();
  return { ...input, clientId, grantId };
}

export const staffPromotionCommands = { create: promotionCommands.CreateDiscountCode, end: promotionCommands.EndDiscountCode, grant: promotionCommands.GrantCredits };
