import type { AppRuntime } from '../runtime';
import { profilesCommands } from '../../domain/profiles/commands';
import type { Actor } from '../../domain/shared/messages';
import { demoAccounts } from './accounts';

const system: Actor = { kind: 'system' };

/** Every demo designer's public profile (issue 24): a handle and a short bio. */
export const demoProfiles: { userId: string; handle: string; bio: string }[] = [
  { userId: 'demo-designer', handle: 'dana.designs', bio: 'Warm, lived-in rooms: natural wood, soft textiles and a little mid-century. Ten years of living rooms, bedrooms and small kitchens.' },
];

/** Through the same commands a designer uses on /client/profile (the handle reserved first); fixed command ids, so seeding twice adds nothing. */
export async function seedDemoProfiles(runtime: Pick<AppRuntime, 'pipeline' | 'store' | 'logger'>): Promise<void> {
  const last = demoProfiles.at(-1)!;
  if (await runtime.store.commandResult(`demo:profile:${last.userId}`)) return;
  for (const p of demoProfiles) {
    const account = demoAccounts.find((a) => a.userId === p.userId)!;
    // The designer saves their own profile (its decide checks who acts and their role).
    const designer: Actor = { kind: 'user', userId: account.userId, email: account.email, roles: account.roles };
    await runtime.pipeline.execute(profilesCommands.ReserveHandle, { handle: p.handle, userId: p.userId }, { actor: system, commandId: `demo:handle:${p.userId}` });
    await runtime.pipeline.execute(profilesCommands.SaveProfile, { userId: p.userId, handle: p.handle, bio: p.bio, public: true }, { actor: designer, commandId: `demo:profile:${p.userId}` });
  }
  runtime.logger.info('demo profiles seeded', { handles: demoProfiles.map((p) => p.handle) });
}
