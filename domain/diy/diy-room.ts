import { roomFromDetails, sizeFromText } from '../rooms/defaults';
import { ROOM_LIMITS, type Room } from '../rooms/room';
import { diyAnswerSchema } from './steps';

/** A length from the DIY measurements step, in centimetres. */
const cmOf = (l: { feet: number; inches: number }) => l.feet * 30.48 + l.inches * 2.54;
const within = (v: number | undefined, min: number, max: number) => v !== undefined && v >= min && v <= max;

/**
 * The room of a DIY project (issue 23): what the client measured on
 * /diy/measurements (feet and inches), else a size written in the room details'
 * remark, else the room type's default. `measured` says whether anything the
 * client gave shaped it. The stored answers are checked again, not trusted; a
 * size the room model does not take (the measurements step allows 3 to 100 ft,
 * a room side is 1 m to 30 m) falls back as roomFromDetails does.
 */
export function diyRoom(roomType: string, answers: Record<string, unknown>): { room: Room; measured: boolean } {
  const m = diyAnswerSchema('MEASUREMENTS', roomType).safeParse(answers.MEASUREMENTS);
  const sizes = m.success ? (m.data as Record<'width' | 'length' | 'ceiling', { feet: number; inches: number }>) : null;
  const [width, length, ceiling] = sizes ? [cmOf(sizes.width), cmOf(sizes.length), cmOf(sizes.ceiling)] : [undefined, undefined, undefined];
  const remarkRaw = (answers.ROOM_DETAILS as { remark?: unknown } | undefined)?.remark;
  const remark = typeof remarkRaw === 'string' ? remarkRaw : undefined;
  const { sideMin, sideMax, ceilingMin, ceilingMax } = ROOM_LIMITS;
  const sidesUsed = within(width, sideMin, sideMax) && within(length, sideMin, sideMax);
  const fromText = !sidesUsed && remark ? sizeFromText(remark) : null;
  const textUsed = !!fromText && within(fromText.width, sideMin, sideMax) && within(fromText.length, sideMin, sideMax);
  const measured = sidesUsed || textUsed || within(ceiling, ceilingMin, ceilingMax);
  return { room: roomFromDetails(roomType, { width, length, ceiling, remark }), measured };
}
