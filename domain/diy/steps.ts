import { z } from 'zod';
import { answerSchema } from '../projects/answers';
import { stylePhotos } from '../projects/options';

/**
 * The DIY flow (part 1 §2): /diy/room, /diy/image, /diy/budget, /diy/rendering,
 * then the mood-board step. How you live, the room's measurements, about you and
 * the room's details are optional steps that sharpen the ideas (part 2 §2 routes).
 */
export const diySteps = [
  { key: 'IMAGE', route: '/diy/image', title: 'Styles', required: true },
  { key: 'BUDGET', route: '/diy/budget', title: 'Budget', required: true },
  { key: 'RENDERING', route: '/diy/rendering', title: 'Design ideas', required: true },
  { key: 'LIFESTYLE', route: '/diy/lifestyle', title: 'How you live', required: false },
  { key: 'MEASUREMENTS', route: '/diy/measurements', title: 'Measurements', required: false },
  { key: 'ABOUT_YOU', route: '/diy/roomDetail', title: 'About you', required: false },
  { key: 'ROOM_DETAILS', route: '/diy/roomDetail/roomSelect', title: 'Room details', required: false },
] as const;

export type DiyStep = (typeof diySteps)[number]['key'];
export const diyStepKeys = diySteps.map((s) => s.key) as [DiyStep, ...DiyStep[]];

export const requiredDiySteps = diySteps.filter((s) => s.required).map((s) => s.key);
export const optionalDiySteps = diySteps.filter((s) => !s.required);

export const diyStepOf = (key: DiyStep) => diySteps.find((s) => s.key === key)!;

/** The first required step not answered yet, or null when the board can be saved. */
export function firstOpenStep(answers: Partial<Record<DiyStep, unknown>>): DiyStep | null {
  return requiredDiySteps.find((k) => !answers[k]) ?? null;
}

/** The most style photos a DIY client may like (all of them), and the fewest. */
export const minDiyPhotos = 3;
export const diyPhotosMessage = `Please choose at least ${minDiyPhotos} photos you like`;
export const maxIdeasKept = 24;
export const ideasMessage = 'Please keep at least one idea on your board';

const goodsId = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'This product does not exist');
const chosen = (known: readonly string[], message: string, min: number, max: number) =>
  z
    .array(z.string().trim().max(64), { required_error: message, invalid_type_error: message })
    .min(min, message)
    .max(max, message)
    .refine((list) => list.every((id) => known.includes(id)), message)
    .refine((list) => new Set(list).size === list.length, message);

/** Feet and inches (part 2 §2 measurements): whole feet within bounds, inches 0 to 11. */
const length = (what: string, minFeet: number, maxFeet: number) => {
  const feetMessage = `Please enter the ${what} in feet (${minFeet} to ${maxFeet})`;
  const inchMessage = `Inches of the ${what} are 0 to 11`;
  return z
    .object({
      feet: z.coerce.number({ required_error: feetMessage, invalid_type_error: feetMessage }).int(feetMessage).min(minFeet, feetMessage).max(maxFeet, feetMessage),
      inches: z.coerce.number({ invalid_type_error: inchMessage }).int(inchMessage).min(0, inchMessage).max(11, inchMessage).default(0),
    }, { required_error: feetMessage, invalid_type_error: feetMessage })
    .refine((l) => l.feet < maxFeet || l.inches === 0, { message: feetMessage, path: ['feet'] });
};

const roomDetails = (room: string) =>
  z.object({
    remark: z.string({ required_error: 'Please tell us about the room', invalid_type_error: 'Please tell us about the room' }).trim().min(1, 'Please tell us about the room').max(2000, 'Please keep it under 2000 characters'),
    size:
      room.trim().toLowerCase() === 'bedroom'
        ? z.enum(['Twin', 'Full', 'Queen', 'King', 'California King'], { errorMap: () => ({ message: 'Please choose a bed size' }) }).optional()
        : z.undefined({ invalid_type_error: 'Bed size is asked for a bedroom only' }).optional(),
  });

/** What each DIY step keeps, checked against the project's room (the budget tiers and lifestyles are the design questionnaire's). */
export function diyAnswerSchema(step: DiyStep, room: string): z.ZodType<Record<string, unknown>, z.ZodTypeDef, unknown> {
  switch (step) {
    case 'IMAGE':
      return z.object({ photoIds: chosen(stylePhotos.map((p) => p.id), diyPhotosMessage, minDiyPhotos, stylePhotos.length) });
    case 'BUDGET':
      return answerSchema('BUDGET', room, null) as z.ZodType<Record<string, unknown>, z.ZodTypeDef, unknown>;
    case 'RENDERING':
      return z.object({ goodsIds: z.array(goodsId, { required_error: ideasMessage, invalid_type_error: ideasMessage }).min(1, ideasMessage).max(maxIdeasKept, `Please keep at most ${maxIdeasKept} ideas`).refine((l) => new Set(l).size === l.length, ideasMessage) });
    case 'LIFESTYLE':
      return answerSchema('LIFESTYLE', room, null) as z.ZodType<Record<string, unknown>, z.ZodTypeDef, unknown>;
    case 'MEASUREMENTS':
      return z.object({ width: length('width', 3, 100), length: length('length', 3, 100), ceiling: length('ceiling height', 6, 30) });
    case 'ABOUT_YOU':
      return answerSchema('ALL_ABOUT_YOU', room, null) as z.ZodType<Record<string, unknown>, z.ZodTypeDef, unknown>;
    case 'ROOM_DETAILS':
      return roomDetails(room);
    default: {
      const never: never = step;
      return never;
    }
  }
}
