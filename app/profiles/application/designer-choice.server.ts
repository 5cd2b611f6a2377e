import { z } from 'zod';
import { profilesCommands } from '../../../domain/profiles/commands';
import { designerChoiceMessages as m } from '../../../domain/profiles/designer-choice';
import { IllegalStateError, NotFoundError, UnauthorizedError } from '../../../domain/shared/errors';
import type { Runtime } from '../../../infra/runtime';
import { getAccount } from '../../../projections/identity/accounts';
import { designerChoiceOf, profileByHandle, profilesProjection, searchProfiles } from '../../../projections/profiles/profiles';
import { needById } from '../../../projections/projects/needs';
import { parseWith } from '../../web/api.server';
import { portfolioOf, type Viewer } from './profiles.server';

const needIdField = z.string({ required_error: m.project, invalid_type_error: m.project }).trim().regex(/^\d{1,10}$/, m.project);

/** The caller's own project that may still get a chosen designer: not deleted, no designer yet. Another's project: 404. */
async function ownOpenNeed(runtime: Runtime, viewer: Viewer, needIdInput: unknown) {
  if (!viewer.userId) throw new UnauthorizedError();
  const needId = parseWith(needIdField, needIdInput);
  const need = await needById(runtime.db, needId);
  if (!need || need.clientId !== viewer.userId || need.status === 'DELETED') throw new NotFoundError('NEED_NOT_FOUND', m.project);
  return need;
}

/** "Choose your designer" for one of the caller's projects: every designer with a profile, their portfolio summary, and the choice made so far. */
export async function designerChoicePage(runtime: Runtime, viewer: Viewer, needIdInput: unknown) {
  const need = await ownOpenNeed(runtime, viewer, needIdInput);
  const [designers, choice] = await Promise.all([searchProfiles(runtime.db, { words: [], kind: 'designer', limit: 50 }), designerChoiceOf(runtime.db, need.needId)]);
  const cards = await Promise.all(
    designers.map(async (p) => {
      const [account, portfolio] = await Promise.all([getAccount(runtime.db, p.userId), portfolioOf(runtime, p.userId)]);
      return { handle: p.handle, name: account?.username ?? p.handle, bio: p.bio, href: `/@${p.handle}`, caseCount: portfolio.cases.length, styles: portfolio.styles, rating: portfolio.rating, chosen: choice?.designerId === p.userId };
    }),
  );
  const assigned = need.designerId ? await getAccount(runtime.db, need.designerId) : null;
  return { needId: need.needId, projectId: need.projectId, room: need.room.name, assigned: assigned ? assigned.username : need.designerId ? 'your designer' : null, designers: cards };
}

/**
 * POST /api/need/chooseDesigner {needId, handle}: the client chooses the
 * project's designer by their profile (ChooseDesigner). Only for their own
 * project without a designer; the designer must have a profile. The process
 * chosen-designer-assignments then assigns the project (AssignDesigner).
 */
export async function chooseDesigner(runtime: Runtime, viewer: Viewer, input: Record<string, unknown>, commandId?: string) {
  const need = await ownOpenNeed(runtime, viewer, input.needId);
  const handle = parseWith(z.string({ required_error: 'Please choose a designer' }).trim().min(1, 'Please choose a designer').max(40, m.notFound), input.handle ?? input.designer);
  const profile = /^@?[A-Za-z0-9_.]{1,40}$/.test(handle) ? await profileByHandle(runtime.db, handle.replace(/^@/, '')) : null;
  if (!profile || profile.kind !== 'designer') throw new NotFoundError('DESIGNER_NOT_FOUND', m.notFound);
  if (need.designerId) throw new IllegalStateError('NEED_ASSIGNED', m.assigned);
  await runtime.execute(profilesCommands.ChooseDesigner, { needId: need.needId, clientId: viewer.userId!, designerId: profile.userId }, { actor: viewer.actor, commandId, now: new Date() }, { waitFor: [profilesProjection.name] });
  return { needId: need.needId, designer: profile.handle };
}
