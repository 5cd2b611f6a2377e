import { z } from 'zod';
import { modelKinds } from '../catalogue/models3d';
import { colours, materials } from '../catalogue/finishes';
import { ForbiddenError, IllegalStateError } from '../shared/errors';
import type { Actor, Command, Decider } from '../shared/messages';
import { detectionMessages, evolveDetection, initialDetectionState, type DetectionEvent, type DetectionState } from './detection';
import { detectionLimits } from './objects';

const ownerId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid owner');
const source = z.string().regex(/^[a-z][a-z0-9-]{0,19}$/, 'Invalid source');
const imageId = z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, detectionMessages.notFound);
const fraction = z.number().min(0).max(1);

export const detectedObjectSchema = z.object({
  label: z.string().trim().min(1).max(detectionLimits.labelMax),
  kind: z.enum(modelKinds, { errorMap: () => ({ message: 'Unknown kind of piece' }) }),
  colour: z.enum(colours.map((c) => c.key) as [string, ...string[]], { errorMap: () => ({ message: 'Unknown colour' }) }).nullable(),
  material: z.enum(materials.map((m) => m.name) as [string, ...string[]], { errorMap: () => ({ message: 'Unknown material' }) }).nullable(),
  widthCm: z.number().positive().max(2000).nullable(),
  priceHintCents: z.number().int().positive().max(100_000_000).nullable(),
  box: z.object({ x: fraction, y: fraction, w: fraction, h: fraction }).nullable(),
  confidence: z.number().min(0).max(1),
});

const base = { source, imageId, ownerId };
export const recordDetectionSchema = z.object({
  ...base,
  method: z.enum(['detector', 'manual']),
  model: z.string().max(200).nullable(),
  objects: z.array(detectedObjectSchema).max(detectionLimits.objectsMax),
  /** Run again although a result is kept (the page's "Look again"). */
  rerun: z.boolean().default(false),
});
export const recordDetectionFailureSchema = z.object({ ...base, reason: z.string().max(300) });

type D<S extends z.ZodTypeAny> = z.output<S>;
export type DetectionCommand = Command<'RecordDetection', D<typeof recordDetectionSchema>> | Command<'RecordDetectionFailure', D<typeof recordDetectionFailureSchema>>;

/** The picture's owner runs detection on it: a signed-in user or visitor as themselves (or the system for them). */
function actsFor(actor: Actor, owner: string): boolean {
  if (actor.kind === 'system') return true;
  return actor.kind === 'user' ? actor.userId === owner : actor.visitorId === owner;
}

export function decideDetection(command: DetectionCommand, state: DetectionState): DetectionEvent[] {
  const { actor, now } = command.metadata;
  const d = command.data;
  if (!actsFor(actor, d.ownerId)) throw new ForbiddenError(detectionMessages.notYours);
  if (state.ownerId && state.ownerId !== d.ownerId) throw new ForbiddenError(detectionMessages.notYours);
  const run = state.runs + 1;
  switch (command.type) {
    case 'RecordDetection': {
      const c = command.data;
      if (state.detected && !c.rerun) throw new IllegalStateError('ALREADY_DETECTED', detectionMessages.alreadyDetected);
      if (c.method === 'manual' && c.objects.length === 0) throw new IllegalStateError('NO_OBJECTS', detectionMessages.noObjects);
      return [{ type: 'ObjectsDetected', data: { source: c.source, imageId: c.imageId, ownerId: c.ownerId, run, method: c.method, model: c.model, objects: c.objects, detectedAt: now } }];
    }
    case 'RecordDetectionFailure':
      return [{ type: 'DetectionFailed', data: { source: d.source, imageId: d.imageId, ownerId: d.ownerId, run, reason: command.data.reason, failedAt: now } }];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const detectionDecider: Decider<DetectionState, DetectionCommand, DetectionEvent> = {
  initialState: initialDetectionState,
  evolve: evolveDetection,
  decide: decideDetection,
};
