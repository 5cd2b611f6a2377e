import { z } from 'zod';
import { chooseBudget } from './budget';
import { budgetDetailFields } from './budget-fields';
import type { PlanType } from './plans';
import { furniturePics, lifestylesFor, stylePhotos } from './options';
import { isRemodel, type StepKey, stylePhotoCount } from './questionnaire';
import { roomSchema } from '../rooms/room';

/** Part 2 §3: the scope a Kitchen or Bathroom project asks. */
export const remodelScopes = ['Minor Touch-ups', 'Semi-Remodel', 'Full Renovation'] as const;
/** How the plan editor shows lengths (the room itself is always kept in centimetres). */
export const roomUnits = ['cm', 'ftin'] as const;
/** Part 2 §3: bed sizes, asked for a Bedroom. */
export const bedSizes = ['Twin', 'Full', 'Queen', 'King', 'California King'] as const;

const ids = (message: string, min: number, max: number) =>
  z.array(z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, message), { required_error: message, invalid_type_error: message }).min(min, message).max(max, message);
/** Ids chosen from a list of options: each known, none twice. */
const chosenFrom = (known: readonly string[], message: string, min: number, max: number) =>
  ids(message, min, max)
    .refine((list) => list.every((id) => known.includes(id)), message)
    .refine((list) => new Set(list).size === list.length, message);
const text = (message: string, max: number) => z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, `Please keep it under ${max} characters`);
const count = (message: string, min: number) => z.coerce.number({ required_error: message, invalid_type_error: message }).int(message).min(min, message).max(20, message);

/** The plans a room can be designed with: a kitchen or bathroom has its own remodel package (part 2 §9). */
export function plansForRoom(room: string): PlanType[] {
  if (!isRemodel(room)) return ['KICK_START', 'CLASSIC', 'LUXE', 'IN_PERSON'];
  return [room.trim().toLowerCase() === 'kitchen' ? 'KITCHEN' : 'BATHROOM'];
}

/**
 * What each step keeps, checked against the project's room. Each step needs a
 * choice to save (part 1 §4). ROOM DETAILS: address, remark and size (Bedroom) are
 * required, the room as measured on the plan editor (issue 23) optional; ALL ABOUT YOU: the family question is required (part 2 §5).
 */
export function answerSchema(step: StepKey, room: string, plan: PlanType | null) {
  const remodel = isRemodel(room);
  const bedroom = room.trim().toLowerCase() === 'bedroom';
  switch (step) {
    case 'STYLES':
      return z.object({ photoIds: chosenFrom(stylePhotos.map((p) => p.id), `Please choose ${stylePhotoCount} photos`, stylePhotoCount, stylePhotoCount) });
    case 'PAYMENT': {
      const allowed: string[] = plansForRoom(room);
      return z.object({ plan: z.string({ required_error: 'Please choose a plan' }).trim().toUpperCase().refine((p) => allowed.includes(p), 'Please choose a plan') });
    }
    case 'LIFESTYLE':
      return z.object({ lifestyles: chosenFrom(lifestylesFor(room).map((l) => l.id), 'Please choose how you live in this room', 1, 10) });
    case 'FURNITURE':
      return z.object({ stylePicIds: chosenFrom(furniturePics.map((p) => p.id), 'Please choose the furniture you like', 1, 50) });
    case 'BUDGET':
      return z
        .object({ type: z.string({ required_error: 'Please choose a budget' }).trim().min(1, 'Please choose a budget').max(30), minPrice: z.number().int().optional(), maxPrice: z.number().int().nullable().optional(), ...budgetDetailFields })
        .transform((b, ctx) => {
          const chosen = chooseBudget(plan ?? (remodel ? plansForRoom(room)[0]! : 'CLASSIC'), b);
          if ('error' in chosen) {
            ctx.addIssue({ code: 'custom', path: (chosen.field ?? 'type').split('.'), message: chosen.error });
            return z.NEVER;
          }
          return { type: b.type, ...chosen };
        });
    case 'ALL_ABOUT_YOU':
      return z
        .object({
          adultsCount: count('Please tell us how many adults live with you', 1),
          kidsNum: count('Please tell us how many children live with you', 0),
          owned: z.enum(['Rent', 'Own'], { errorMap: () => ({ message: 'Please tell us whether you rent or own' }) }),
          pet: z.enum(['Yes', 'No'], { errorMap: () => ({ message: 'Please tell us whether you have pets' }) }),
          petRemark: z.string().trim().max(500, 'Please keep it under 500 characters').default(''),
        })
        .refine((a) => a.pet === 'No' || a.petRemark.length > 0, { path: ['petRemark'], message: 'Please tell us about your pets' });
    case 'ROOM_DETAILS':
      return z.object({
        remark: text('Please tell us about the room', 2000),
        size: bedroom ? z.enum(bedSizes, { errorMap: () => ({ message: 'Please choose a bed size' }) }) : z.undefined({ invalid_type_error: 'Bed size is asked for a bedroom only' }).optional(),
        address: remodel ? text('Please enter the address of the room', 300) : z.undefined({ invalid_type_error: 'The address is asked for a kitchen or bathroom only' }).optional(),
        scope: remodel ? z.enum(remodelScopes, { errorMap: () => ({ message: 'Please choose the scope of the project' }) }) : z.undefined({ invalid_type_error: 'The scope is asked for a kitchen or bathroom only' }).optional(),
        // The room as the client measured it on /design/roomDetail/manualInput (issue 23): checked as a whole, in cm.
        room: roomSchema.optional(),
        roomUnits: z.enum(roomUnits, { errorMap: () => ({ message: 'Please choose centimetres or feet and inches' }) }).optional(),
      });
    case 'RENDERINGS':
      return z.object({ combinationIds: ids('Please choose a rendering', 1, 20) });
    case 'REVIEW':
      return z.never({ invalid_type_error: 'The review step has nothing to answer: submit the project' });
    default: {
      const never: never = step;
      return never;
    }
  }
}
