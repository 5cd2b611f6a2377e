import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import { authorize } from '../authz';
import { diyContext } from './context';
import { diyCommands } from './commands';
import type { DiyProjectEvent } from './diy-project';
import { type DiyProjectCommand, diyProjectDecider } from './diy-project.decide';
import { firstOpenStep } from './steps';

const now = '2026-11-22T10:00:00.000Z';
const diyId = 'dy0123456789abcdef';
const visitor: Actor = { kind: 'visitor', visitorId: 'v-1' };
const otherVisitor: Actor = { kind: 'visitor', visitorId: 'v-2' };
const ada: Actor = { kind: 'user', userId: 'u-ada', email: 'ada@example.com', roles: ['client'], visitorId: 'v-1' };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const system: Actor = { kind: 'system' };
const spec = specFor(diyProjectDecider);
const cmd = <T extends DiyProjectCommand['type']>(type: T, data: Extract<DiyProjectCommand, { type: T }>['data'], actor: Actor = visitor) =>
  ({ type, data, metadata: { commandId: 'c1', now, actor } }) as DiyProjectCommand;

const room = { roomTypeId: '1', name: 'Living Room' };
const started: DiyProjectEvent = { type: 'DiyProjectStarted', data: { diyId, owner: { kind: 'visitor', visitorId: 'v-1' }, room, startedAt: now } };
const answered = (step: Extract<DiyProjectEvent, { type: 'DiyStepAnswered' }>['data']['step'], answer: Record<string, unknown>): DiyProjectEvent =>
  ({ type: 'DiyStepAnswered', data: { diyId, step, answer, answeredAt: now } });
const claimed: DiyProjectEvent = { type: 'DiyProjectClaimed', data: { diyId, visitorId: 'v-1', clientId: 'u-ada', claimedAt: now } };
const image = answered('IMAGE', { photoIds: ['p1', 'p3', 'p9'] });
const budget = answered('BUDGET', { type: 'PICK_ME_UP', budget: 'Pick-Me-Up', minPrice: 0, maxPrice: 500_000 });
const rendering = answered('RENDERING', { goodsIds: ['g1', 'g2'] });

describe('a DIY project', () => {
  it('a visitor starts one for a room; starting it again changes nothing; nobody starts one for someone else', () => {
    spec([]).when(cmd('StartDiyProject', { diyId, owner: { kind: 'visitor', visitorId: 'v-1' }, room })).then([started]);
    spec([started]).when(cmd('StartDiyProject', { diyId, owner: { kind: 'visitor', visitorId: 'v-1' }, room })).then([]);
    spec([]).when(cmd('StartDiyProject', { diyId, owner: { kind: 'visitor', visitorId: 'v-2' }, room })).thenThrows('FORBIDDEN');
    spec([started]).when(cmd('StartDiyProject', { diyId, owner: { kind: 'visitor', visitorId: 'v-2' }, room }, otherVisitor)).thenThrows('DIY_EXISTS');
  });

  it('answers each step as the flow asks, and refuses what the step does not offer', () => {
    spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'IMAGE', answer: { photoIds: ['p1', 'p3', 'p9'] } })).then([image]);
    spec([started, image]).when(cmd('AnswerDiyStep', { diyId, step: 'IMAGE', answer: { photoIds: ['p1', 'p3', 'p9'] } })).then([]);
    const few = spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'IMAGE', answer: { photoIds: ['p1'] } })).thenThrows('ANSWER_INVALID');
    expect(few.message).toBe('Please choose at least 3 photos you like');
    spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'IMAGE', answer: { photoIds: ['p1', 'p1', 'p2'] } })).thenThrows('ANSWER_INVALID');
    spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'IMAGE', answer: { photoIds: ['p1', 'p2', 'nope'] } })).thenThrows('ANSWER_INVALID');
    // The budget uses the design questionnaire's tiers (a living room: Classic's), or a custom range.
    spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'BUDGET', answer: { type: 'PICK_ME_UP' } })).then([budget]);
    const custom = spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'BUDGET', answer: { type: 'CUSTOM', minPrice: 500_000, maxPrice: 100_000 } })).thenThrows('ANSWER_INVALID');
    expect(custom.message).toBe('The most you would spend must be above the least');
    spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'RENDERING', answer: { goodsIds: [] } })).thenThrows('ANSWER_INVALID');
  });

  it('checks measurements in feet and inches', () => {
    const ok = { width: { feet: '12', inches: '6' }, length: { feet: 14 }, ceiling: { feet: 9, inches: 0 } };
    spec([started])
      .when(cmd('AnswerDiyStep', { diyId, step: 'MEASUREMENTS', answer: ok }))
      .then([answered('MEASUREMENTS', { width: { feet: 12, inches: 6 }, length: { feet: 14, inches: 0 }, ceiling: { feet: 9, inches: 0 } })]);
    const inches = spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'MEASUREMENTS', answer: { ...ok, width: { feet: 12, inches: 12 } } })).thenThrows('ANSWER_INVALID');
    expect(inches.message).toBe('Inches of the width are 0 to 11');
    expect(inches.fields).toEqual({ 'width.inches': 'Inches of the width are 0 to 11' });
    const low = spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'MEASUREMENTS', answer: { ...ok, ceiling: { feet: 2 } } })).thenThrows('ANSWER_INVALID');
    expect(low.message).toBe('Please enter the ceiling height in feet (6 to 30)');
    spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'MEASUREMENTS', answer: { ...ok, length: { feet: 'ten' } } })).thenThrows('ANSWER_INVALID');
  });

  it('is not found for anyone but its owner', () => {
    spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'IMAGE', answer: { photoIds: ['p1', 'p2', 'p3'] } }, otherVisitor)).thenThrows('DIY_NOT_FOUND');
    spec([started]).when(cmd('SaveDiyProject', { diyId }, bob)).thenThrows('DIY_NOT_FOUND');
    spec([]).when(cmd('SaveDiyProject', { diyId })).thenThrows('DIY_NOT_FOUND');
    // The client who started it as this visitor owns it before the claim too.
    spec([started]).when(cmd('AnswerDiyStep', { diyId, step: 'IMAGE', answer: { photoIds: ['p1', 'p3', 'p9'] } }, ada)).then([image]);
  });

  it('follows its visitor into the account at sign-in, once; then only that client owns it', () => {
    spec([started]).when(cmd('ClaimDiyProject', { diyId, visitorId: 'v-1', clientId: 'u-ada' }, system)).then([claimed]);
    spec([started, claimed]).when(cmd('ClaimDiyProject', { diyId, visitorId: 'v-1', clientId: 'u-ada' }, system)).then([]);
    spec([started]).when(cmd('ClaimDiyProject', { diyId, visitorId: 'v-2', clientId: 'u-bob' }, system)).thenThrows('DIY_NOT_FOUND');
    spec([started, claimed]).when(cmd('AnswerDiyStep', { diyId, step: 'IMAGE', answer: { photoIds: ['p1', 'p2', 'p3'] } }, visitor)).thenThrows('DIY_NOT_FOUND');
    spec([started, claimed]).when(cmd('AnswerDiyStep', { diyId, step: 'IMAGE', answer: { photoIds: ['p1', 'p3', 'p9'] } }, ada)).then([image]);
    // Only the system claims.
    expect(() => authorize(ada, diyCommands.ClaimDiyProject.type, diyContext.rules)).toThrow();
    expect(() => authorize(visitor, diyCommands.StartDiyProject.type, diyContext.rules)).not.toThrow();
  });

  it('is saved to my projects once the styles, budget and ideas are chosen', () => {
    const missing = spec([started, image]).when(cmd('SaveDiyProject', { diyId })).thenThrows('STEP_MISSING');
    expect(missing.message).toBe('Please complete Budget first');
    spec([started, image, budget, rendering]).when(cmd('SaveDiyProject', { diyId })).then([{ type: 'DiyProjectSaved', data: { diyId, savedAt: now } }]);
    spec([started, image, budget, rendering, { type: 'DiyProjectSaved', data: { diyId, savedAt: now } }]).when(cmd('SaveDiyProject', { diyId })).then([]);
    expect(firstOpenStep({})).toBe('IMAGE');
    expect(firstOpenStep({ IMAGE: {}, BUDGET: {} })).toBe('RENDERING');
    expect(firstOpenStep({ IMAGE: {}, BUDGET: {}, RENDERING: {} })).toBeNull();
  });

  it('becomes a design project once; its answers then stay', () => {
    const upgraded: DiyProjectEvent = { type: 'DiyUpgraded', data: { diyId, needPackageId: 'pk0123456789abcdef', upgradedAt: now } };
    spec([started]).when(cmd('UpgradeDiyProject', { diyId, needPackageId: 'pk0123456789abcdef' })).then([upgraded]);
    spec([started, upgraded]).when(cmd('UpgradeDiyProject', { diyId, needPackageId: 'pk0123456789abcdef' })).then([]);
    spec([started, upgraded]).when(cmd('UpgradeDiyProject', { diyId, needPackageId: 'pkffffffffffffffff' })).thenThrows('DIY_UPGRADED');
    spec([started, upgraded]).when(cmd('AnswerDiyStep', { diyId, step: 'IMAGE', answer: { photoIds: ['p1', 'p2', 'p3'] } })).thenThrows('DIY_UPGRADED');
    spec([started]).when(cmd('UpgradeDiyProject', { diyId, needPackageId: 'pk0123456789abcdef' }, bob)).thenThrows('DIY_NOT_FOUND');
  });

  it('validates ids at the door', () => {
    expect(diyCommands.StartDiyProject.schema.safeParse({ diyId: '../x', owner: { kind: 'visitor', visitorId: 'v-1' }, room }).success).toBe(false);
    expect(diyCommands.UpgradeDiyProject.schema.safeParse({ diyId, needPackageId: 'pk1' }).success).toBe(false);
    expect(diyCommands.AnswerDiyStep.schema.safeParse({ diyId, step: 'PAYMENT', answer: {} }).success).toBe(false);
  });
});
