import type { AppRuntime } from '../runtime';
import { identityCommands } from '../../domain/identity/commands';
import type { Actor, Role } from '../../domain/shared/messages';
import { hashPassword } from '../../infra/identity/secrets';
import type { Runtime } from '../../infra/runtime';

const system: Actor = { kind: 'system' };

/** Everyone signs in with this password (README and the identity report say so). */
export const demoPassword = 'roomcraft-demo';

export const demoAccounts: { userId: string; email: string; roles: Role[]; username: string }[] = [
  { userId: 'demo-client', email: 'client@roomcraft.local', roles: ['client'], username: 'Casey Client' },
  { userId: 'demo-designer', email: 'designer@roomcraft.local', roles: ['designer'], username: 'Dana Designer' },
  { userId: 'demo-salesman', email: 'salesman@roomcraft.local', roles: ['salesman'], username: 'Sam Sales' },
  { userId: 'demo-staff', email: 'staff@roomcraft.local', roles: ['staff'], username: 'Stella Staff' },
  // Last: seeding stops at the last account's command id, so a database seeded before the analyst existed gets it too.
  { userId: 'demo-analyst', email: 'analyst@roomcraft.local', roles: ['analyst'], username: 'Ada Analyst' },
];

/** Demo accounts, already ACTIVE, through the same commands as sign-up. Fixed command ids: seeding twice adds nothing. */
export async function seedDemoAccounts(runtime: Pick<AppRuntime, 'pipeline' | 'store' | 'logger'>): Promise<boolean> {
  const last = demoAccounts.at(-1)!;
  if (await runtime.store.commandResult(`demo:account:${last.userId}`)) return false;
  for (const account of demoAccounts) await registerDemoAccount(runtime, account);
  runtime.logger.info('demo accounts seeded', { emails: demoAccounts.map((a) => a.email) });
  return true;
}

/**
 * One demo account, ACTIVE, with the demo password (only its hash is kept), as
 * sign-up registers it: the e-mail claimed and confirmed, then the account. At
 * `now` when given (the marketing demo's referred sign-ups). Fixed command ids.
 */
export async function registerDemoAccount(
  runtime: Pick<AppRuntime, 'pipeline'>,
  { userId, email, roles, username }: { userId: string; email: string; roles: Role[]; username: string },
  now?: Date,
): Promise<void> {
  const context = (commandId: string) => ({ actor: system, commandId, ...(now ? { now } : {}) });
  const passwordHash = await hashPassword(demoPassword);
  await runtime.pipeline.execute(identityCommands.ClaimEmail, { email, userId }, context(`demo:email:${userId}`));
  await runtime.pipeline.execute(identityCommands.ConfirmEmailClaim, { email, userId }, context(`demo:email-confirmed:${userId}`));
  await runtime.pipeline.execute(identityCommands.RegisterAccount, { userId, email, passwordHash, roles, username, verifiedBy: 'system' }, context(`demo:account:${userId}`));
}
