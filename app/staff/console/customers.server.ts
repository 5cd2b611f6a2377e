import { NotFoundError } from '../../../domain/shared/errors';
import { identityCommands } from '../../../domain/identity/commands';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { customersList, maskPhone } from '../../../projections/console/specs';
import { listPage } from '../../../projections/console/lists';
import { listAddresses } from '../../../projections/identity/addresses';
import { getAccount } from '../../../projections/identity/accounts';
import { sendPasswordReset } from '~/identity/index.server';
import type { Visit } from '../../web/visit';

/** One customer for the console, masked: the e-mail and phones show a hint only, addresses the town. */
export async function consoleCustomer(runtime: Runtime, userId: string) {
  const { list } = await listPage(runtime.db, customersList, { sort: customersList.defaultSort, range: [0, 0], filter: {}, ids: [userId] });
  const customer = list[0];
  if (!customer) throw new NotFoundError('CLIENT_NOT_FOUND', 'This client does not exist');
  const addresses = (await listAddresses(runtime.db, userId)).map((a) => ({
    id: a.id,
    name: `${a.firstName} ${a.lastName.slice(0, 1)}.`,
    line: '***',
    city: a.city,
    state: a.state,
    zip: a.zip ? `${a.zip.slice(0, 2)}***` : '',
    country: a.country,
    phone: maskPhone(a.phone),
    isDefault: a.isDefault,
  }));
  return { ...customer, addresses };
}

/** Staff send a customer the reset link the sign-in page sends (the mail goes to the account's address only). */
export async function sendCustomerReset(runtime: Runtime, visit: Visit, userId: string) {
  const account = await getAccount(runtime.db, userId);
  if (!account || !account.roles.includes('client')) throw new NotFoundError('CLIENT_NOT_FOUND', 'This client does not exist');
  await sendPasswordReset(runtime, visit, account);
  return consoleCustomer(runtime, userId);
}

/**
 * Staff block a customer (with the reason) or lift it: a blocked account cannot
 * sign in, and its open sessions stop working at once (they stand for nobody).
 */
export async function setCustomerBlocked(runtime: Runtime, actor: Actor, userId: string, blocked: boolean, input: Record<string, unknown>) {
  const account = await getAccount(runtime.db, userId);
  if (!account || !account.roles.includes('client')) throw new NotFoundError('CLIENT_NOT_FOUND', 'This client does not exist');
  if (blocked) await runtime.execute(identityCommands.BlockAccount, { userId, reason: input.reason }, { actor }, { waitFor: ['identity-accounts'] });
  else await runtime.execute(identityCommands.UnblockAccount, { userId }, { actor }, { waitFor: ['identity-accounts'] });
  return consoleCustomer(runtime, userId);
}
