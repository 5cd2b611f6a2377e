import { identityCommands } from '../../../domain/identity/commands';
import { EmailTakenError } from '../../../domain/identity/email-claim.decide';
import type { Actor } from '../../../domain/shared/messages';
import type { Runtime } from '../../../infra/runtime';
import { getAccount } from '../../../projections/identity/accounts';

const system: Actor = { kind: 'system' };

/**
 * Claims an e-mail for `userId`. When another account holds a claim that may be
 * stale (left pending by a crash, or kept after that account moved to another
 * e-mail), the holder's account decides: if it uses the e-mail, it keeps it
 * (and its claim is confirmed); otherwise the claim is taken over.
 */
export async function claimEmail(runtime: Runtime, email: string, userId: string, actor: Actor): Promise<void> {
  try {
    await runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor });
  } catch (error) {
    if (!(error instanceof EmailTakenError) || !error.reclaimable) throw error;
    const holder = await getAccount(runtime.db, error.holder);
    if (holder?.email === email) {
      await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId: error.holder }, { actor: system });
      throw error;
    }
    runtime.logger.warn('taking over a stale e-mail claim', { holder: error.holder, userId });
    await runtime.execute(identityCommands.ClaimEmail, { email, userId, takeOverFrom: error.holder }, { actor });
  }
}

/** The last step of taking an e-mail: the account now uses it. */
export async function confirmEmailClaim(runtime: Runtime, email: string, userId: string): Promise<void> {
  await runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
}
