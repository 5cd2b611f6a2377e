import { z } from 'zod';
import { ForbiddenError, IllegalStateError, NotFoundError, ValidationError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { type DiyOwner, type DiyProject, type DiyProjectEvent, type DiyProjectState, evolveDiyProject, initialDiyProjectState } from './diy-project';
import { diyAnswerSchema, diyStepKeys, diyStepOf, firstOpenStep } from './steps';
import { idField } from '../shared/schemas';

const notFoundMessage = 'This DIY project does not exist';
export const diyIdPattern = /^dy[a-f0-9]{16}$/;
const diyId = z.string({ required_error: notFoundMessage, invalid_type_error: notFoundMessage }).trim().regex(diyIdPattern, notFoundMessage);
const id = (message: string) => idField(message);
const owner = z.discriminatedUnion('kind', [z.object({ kind: z.literal('visitor'), visitorId: id('Invalid visitor') }), z.object({ kind: z.literal('client'), clientId: id('Invalid client') })]);

export const startDiyProjectSchema = z.object({
  diyId,
  owner,
  room: z.object({ roomTypeId: id('Please choose a room'), name: z.string({ required_error: 'Please choose a room' }).trim().min(1, 'Please choose a room').max(60, 'Please choose a room') }),
});
export const answerDiyStepSchema = z.object({
  diyId,
  step: z.enum(diyStepKeys, { errorMap: () => ({ message: 'This step does not exist' }) }),
  answer: z.record(z.unknown(), { errorMap: () => ({ message: 'Please make a choice' }) }),
});
export const claimDiyProjectSchema = z.object({ diyId, visitorId: id('Invalid visitor'), clientId: id('Invalid client') });
export const saveDiyProjectSchema = z.object({ diyId });
export const upgradeDiyProjectSchema = z.object({ diyId, needPackageId: z.string({ required_error: 'Invalid package' }).trim().regex(/^pk[a-f0-9]{16}$/, 'Invalid package') });

export type DiyProjectCommand =
  | Command<'StartDiyProject', z.infer<typeof startDiyProjectSchema>>
  | Command<'AnswerDiyStep', z.infer<typeof answerDiyStepSchema>>
  | Command<'ClaimDiyProject', z.infer<typeof claimDiyProjectSchema>>
  | Command<'SaveDiyProject', z.infer<typeof saveDiyProjectSchema>>
  | Command<'UpgradeDiyProject', z.infer<typeof upgradeDiyProjectSchema>>;

const notFound = () => new NotFoundError('DIY_NOT_FOUND', notFoundMessage);

/** The owner (or the system) acts on a DIY project; a signed-in client also owns what they started as this visitor. */
export function ownsDiy(actor: Actor, o: DiyOwner): boolean {
  if (actor.kind === 'system') return true;
  if (o.kind === 'client') return actor.kind === 'user' && actor.userId === o.clientId;
  return (actor.kind === 'visitor' && actor.visitorId === o.visitorId) || (actor.kind === 'user' && actor.visitorId === o.visitorId);
}

/** Another owner's project is "not found", never "forbidden" (ADR 013). */
function requireOwn(state: DiyProjectState, actor: Actor): DiyProject {
  const p = state.project;
  if (!p || !ownsDiy(actor, p.owner)) throw notFound();
  return p;
}

export function decideDiyProject(command: DiyProjectCommand, state: DiyProjectState): DiyProjectEvent[] {
  const { actor, now } = command.metadata;
  switch (command.type) {
    case 'StartDiyProject': {
      const { diyId: did, owner: o, room } = command.data;
      if (state.project) {
        const same = JSON.stringify(state.project.owner) === JSON.stringify(o) && state.project.room.roomTypeId === room.roomTypeId;
        if (same && ownsDiy(actor, o)) return [];
        throw new IllegalStateError('DIY_EXISTS', 'This DIY project already exists');
      }
      if (!ownsDiy(actor, o)) throw new ForbiddenError();
      return [{ type: 'DiyProjectStarted', data: { diyId: did, owner: o, room, startedAt: now } }];
    }
    case 'AnswerDiyStep': {
      const p = requireOwn(state, actor);
      if (p.status === 'UPGRADED') throw new IllegalStateError('DIY_UPGRADED', 'This project is now a design project: your designer takes it from here');
      const { step, answer } = command.data;
      const parsed = diyAnswerSchema(step, p.room.name).safeParse(answer);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'answer', i.message]));
        throw new ValidationError('ANSWER_INVALID', parsed.error.issues[0]!.message, fields);
      }
      if (JSON.stringify(p.answers[step]) === JSON.stringify(parsed.data)) return [];
      return [{ type: 'DiyStepAnswered', data: { diyId: p.diyId, step, answer: parsed.data, answeredAt: now } }];
    }
    case 'ClaimDiyProject': {
      const p = state.project;
      if (!p) throw notFound();
      const { visitorId, clientId } = command.data;
      if (p.owner.kind === 'client') {
        if (p.owner.clientId === clientId) return [];
        throw notFound();
      }
      if (p.owner.visitorId !== visitorId) throw notFound();
      return [{ type: 'DiyProjectClaimed', data: { diyId: p.diyId, visitorId, clientId, claimedAt: now } }];
    }
    case 'SaveDiyProject': {
      const p = requireOwn(state, actor);
      if (p.savedAt) return [];
      const open = firstOpenStep(p.answers);
      if (open) throw new ValidationError('STEP_MISSING', `Please complete ${diyStepOf(open).title} first`, { step: open });
      return [{ type: 'DiyProjectSaved', data: { diyId: p.diyId, savedAt: now } }];
    }
    case 'UpgradeDiyProject': {
      const p = requireOwn(state, actor);
      const { needPackageId } = command.data;
      if (p.needPackageId === needPackageId) return [];
      if (p.needPackageId) throw new IllegalStateError('DIY_UPGRADED', 'This project is already a design project');
      return [{ type: 'DiyUpgraded', data: { diyId: p.diyId, needPackageId, upgradedAt: now } }];
    }
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const diyProjectDecider: Decider<DiyProjectState, DiyProjectCommand, DiyProjectEvent> = {
  initialState: initialDiyProjectState,
  evolve: evolveDiyProject,
  decide: decideDiyProject,
};
