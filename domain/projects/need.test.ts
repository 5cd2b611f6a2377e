import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import type { NeedEvent } from './need';
import { type NeedCommand, needDecider, upgradeCost } from './need.decide';

const now = '2026-11-22T10:00:00.000Z';
const visitor: Actor = { kind: 'visitor', visitorId: 'v-1' };
const ada: Actor = { kind: 'user', userId: 'u-ada', email: 'ada@example.com', roles: ['client'], visitorId: 'v-1' };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const staff: Actor = { kind: 'user', userId: 'u-staff', email: 'staff@example.com', roles: ['staff'] };
const designer: Actor = { kind: 'user', userId: 'u-des', email: 'des@example.com', roles: ['designer'] };
const system: Actor = { kind: 'system' };
const spec = specFor(needDecider);
const cmd = <T extends NeedCommand['type']>(type: T, data: Extract<NeedCommand, { type: T }>['data'], actor: Actor = visitor, at = now) =>
  ({ type, data, metadata: { commandId: 'c1', now: at, actor } }) as NeedCommand;

const drafted = (room = { roomTypeId: '3', name: 'Bedroom' }, owner: Extract<NeedEvent, { type: 'NeedDrafted' }>['data']['owner'] = { kind: 'visitor', visitorId: 'v-1' }): NeedEvent =>
  ({ type: 'NeedDrafted', data: { needId: '123', packageId: 'pk1', owner, room, createdAt: now } });
const kitchen = drafted({ roomTypeId: '5', name: 'Kitchen' });
const answered = (step: Extract<NeedEvent, { type: 'NeedStepAnswered' }>['data']['step'], answer: Record<string, unknown>): NeedEvent =>
  ({ type: 'NeedStepAnswered', data: { needId: '123', step, answer, answeredAt: now } });
const claimed: NeedEvent = { type: 'NeedClaimed', data: { needId: '123', visitorId: 'v-1', clientId: 'u-ada', claimedAt: now } };
const photos = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'];
const bedroomAnswers = [
  answered('STYLES', { photoIds: photos }),
  answered('PAYMENT', { plan: 'CLASSIC' }),
  answered('LIFESTYLE', { lifestyles: ['reading'] }),
  answered('FURNITURE', { stylePicIds: ['s1'] }),
  answered('BUDGET', { type: 'SAVVY', budget: 'Savvy', minPrice: 1_000_000, maxPrice: 2_000_000 }),
  answered('ALL_ABOUT_YOU', { adultsCount: 2, kidsNum: 0, owned: 'Own', pet: 'No', petRemark: '' }),
  answered('ROOM_DETAILS', { remark: 'North-facing, 12 by 14 feet', size: 'Queen' }),
];
const paid: NeedEvent = { type: 'NeedPaid', data: { needId: '123', plan: 'KICK_START', paymentId: 'pi_1', amountCents: 4900, discountCents: 0, code: null, freeShippingUntil: '2027-02-20T10:00:00.000Z', paidAt: now } };

describe('a design project (need)', () => {
  it('a visitor drafts a project for a room they chose; drafting it again changes nothing', () => {
    spec([]).when(cmd('DraftNeed', { needId: '123', packageId: 'pk1', owner: { kind: 'visitor', visitorId: 'v-1' }, room: { roomTypeId: '3', name: 'Bedroom' } })).then([drafted()]);
    spec([drafted()]).when(cmd('DraftNeed', { needId: '123', packageId: 'pk1', owner: { kind: 'visitor', visitorId: 'v-1' }, room: { roomTypeId: '3', name: 'Bedroom' } })).then([]);
    spec([]).when(cmd('DraftNeed', { needId: '123', packageId: 'pk1', owner: { kind: 'visitor', visitorId: 'v-2' }, room: { roomTypeId: '3', name: 'Bedroom' } })).thenThrows('FORBIDDEN');
  });

  it('each step needs its choice: seven photos, a plan the room allows, a bed size for a bedroom', () => {
    const styles = spec([drafted()]).when(cmd('AnswerNeedStep', { needId: '123', step: 'STYLES', answer: { photoIds: photos.slice(0, 6) } })).thenThrows('ANSWER_INVALID');
    expect(styles.message).toBe('Please choose 7 photos');
    spec([drafted()]).when(cmd('AnswerNeedStep', { needId: '123', step: 'STYLES', answer: { photoIds: photos } })).then([answered('STYLES', { photoIds: photos })]);
    spec([kitchen]).when(cmd('AnswerNeedStep', { needId: '123', step: 'PAYMENT', answer: { plan: 'CLASSIC' } })).thenThrows('ANSWER_INVALID');
    spec([kitchen]).when(cmd('AnswerNeedStep', { needId: '123', step: 'PAYMENT', answer: { plan: 'kitchen' } })).then([answered('PAYMENT', { plan: 'KITCHEN' })]);
    const size = spec([drafted()]).when(cmd('AnswerNeedStep', { needId: '123', step: 'ROOM_DETAILS', answer: { remark: 'Sunny' } })).thenThrows('ANSWER_INVALID');
    expect(size.fields).toEqual({ size: 'Please choose a bed size' });
    const family = spec([drafted()]).when(cmd('AnswerNeedStep', { needId: '123', step: 'ALL_ABOUT_YOU', answer: { kidsNum: 1, owned: 'Rent', pet: 'Yes' } })).thenThrows('ANSWER_INVALID');
    expect(family.fields).toMatchObject({ adultsCount: 'Please tell us how many adults live with you' });
  });

  it('a kitchen asks the address and the scope, and has no furniture step', () => {
    const missing = spec([kitchen]).when(cmd('AnswerNeedStep', { needId: '123', step: 'ROOM_DETAILS', answer: { remark: 'Galley kitchen' } })).thenThrows('ANSWER_INVALID');
    expect(missing.fields).toEqual({ address: 'Please enter the address of the room', scope: 'Please choose the scope of the project' });
    spec([kitchen]).when(cmd('AnswerNeedStep', { needId: '123', step: 'ROOM_DETAILS', answer: { remark: 'Galley', address: '1 Main St, Austin, TX', scope: 'Semi-Remodel' } }))
      .then([answered('ROOM_DETAILS', { remark: 'Galley', address: '1 Main St, Austin, TX', scope: 'Semi-Remodel' })]);
    const furniture = spec([kitchen]).when(cmd('AnswerNeedStep', { needId: '123', step: 'FURNITURE', answer: { stylePicIds: ['s1'] } })).thenThrows('STEP_NOT_IN_PROJECT');
    expect(furniture.message).toBe('This step is not part of a Kitchen project');
  });

  it('the budget takes one of the plan\'s tiers or a custom range', () => {
    const given = [drafted(), answered('PAYMENT', { plan: 'KICK_START' })];
    spec(given).when(cmd('AnswerNeedStep', { needId: '123', step: 'BUDGET', answer: { type: 'PICK_ME_UP' } }))
      .then([answered('BUDGET', { type: 'PICK_ME_UP', budget: 'Pick-Me-Up', minPrice: 0, maxPrice: 300_000 })]);
    spec(given).when(cmd('AnswerNeedStep', { needId: '123', step: 'BUDGET', answer: { type: 'GOLD' } })).thenThrows('ANSWER_INVALID');
  });

  it('stays a draft until the last step; submitting needs every visible step and a client', () => {
    const missing = spec([drafted(), ...bedroomAnswers.slice(0, 3)]).when(cmd('SubmitNeed', { needId: '123' }, ada)).thenThrows('STEP_MISSING');
    expect(missing.message).toBe('Please complete FURNITURE first');
    spec([drafted(), ...bedroomAnswers]).when(cmd('SubmitNeed', { needId: '123' })).thenThrows('SIGN_IN_TO_SUBMIT');
    spec([drafted(), ...bedroomAnswers, claimed]).when(cmd('SubmitNeed', { needId: '123' }, ada)).then([{ type: 'NeedSubmitted', data: { needId: '123', submittedAt: now } }]);
    // A Luxe project includes 3D renderings: it is asked RENDERINGS too (chosen at PAYMENT, or paid for by an upgrade).
    const luxe = [drafted(), ...bedroomAnswers.map((e) => (e.type === 'NeedStepAnswered' && e.data.step === 'PAYMENT' ? answered('PAYMENT', { plan: 'LUXE' }) : e)), claimed];
    expect(spec(luxe).when(cmd('SubmitNeed', { needId: '123' }, ada)).thenThrows('STEP_MISSING').message).toBe('Please complete RENDERINGS first');
    const upgraded: NeedEvent = { type: 'NeedUpgraded', data: { needId: '123', fromPlan: 'CLASSIC', toPlan: 'LUXE', paymentId: 'pi_2', amountCents: 600, creditedCents: 0, upgradedAt: now } };
    spec([drafted(), ...bedroomAnswers, claimed, upgraded]).when(cmd('SubmitNeed', { needId: '123' }, ada)).thenThrows('STEP_MISSING');
    spec([...luxe, answered('RENDERINGS', { combinationIds: ['p1'] })]).when(cmd('SubmitNeed', { needId: '123' }, ada)).then([{ type: 'NeedSubmitted', data: { needId: '123', submittedAt: now } }]);
    // Anyone else is not asked: RENDERINGS is not part of a Classic project.
    spec([drafted(), ...bedroomAnswers, claimed]).when(cmd('AnswerNeedStep', { needId: '123', step: 'RENDERINGS', answer: { combinationIds: ['p1'] } }, ada)).thenThrows('STEP_NOT_IN_PROJECT');
  });

  it('a visitor\'s draft follows them into their account, once; nobody else can claim or touch it', () => {
    spec([drafted()]).when(cmd('ClaimNeed', { needId: '123', visitorId: 'v-1', clientId: 'u-ada' }, system)).then([claimed]);
    spec([drafted(), claimed]).when(cmd('ClaimNeed', { needId: '123', visitorId: 'v-1', clientId: 'u-ada' }, system)).then([]);
    spec([drafted()]).when(cmd('ClaimNeed', { needId: '123', visitorId: 'v-9', clientId: 'u-bob' }, system)).thenThrows('NEED_NOT_FOUND');
    // A draft the visitor deleted is not claimed, and claiming it is not an error (the sign-in process asks for every draft it saw).
    spec([drafted(), { type: 'NeedDeleted', data: { needId: '123', deletedAt: now } }]).when(cmd('ClaimNeed', { needId: '123', visitorId: 'v-1', clientId: 'u-ada' }, system)).then([]);
    spec([drafted(), claimed]).when(cmd('AnswerNeedStep', { needId: '123', step: 'STYLES', answer: { photoIds: photos } }, bob)).thenThrows('NEED_NOT_FOUND');
    spec([drafted(), claimed]).when(cmd('DeleteNeed', { needId: '123' }, visitor)).thenThrows('NEED_NOT_FOUND');
  });

  it('a plan is paid once: the same payment again changes nothing, a second one is refused; paying grants 90 days of free shipping', () => {
    spec([drafted(), claimed]).when(cmd('RecordNeedPayment', { needId: '123', plan: 'KICK_START', paymentId: 'pi_1', amountCents: 4900, discountCents: 0, code: null }, system)).then([paid]);
    spec([drafted(), claimed, paid]).when(cmd('RecordNeedPayment', { needId: '123', plan: 'KICK_START', paymentId: 'pi_1', amountCents: 4900, discountCents: 0, code: null }, system)).then([]);
    spec([drafted(), claimed, paid]).when(cmd('RecordNeedPayment', { needId: '123', plan: 'LUXE', paymentId: 'pi_2', amountCents: 9500, discountCents: 0, code: null }, system)).thenThrows('ALREADY_PAID');
  });

  it('staff assign a designer, who delivers; the client asks for revisions within the plan\'s allowance', () => {
    spec([drafted(), claimed]).when(cmd('AssignDesigner', { needId: '123', designerId: 'u-des' }, staff)).thenThrows('NEED_DRAFT');
    const assigned: NeedEvent = { type: 'DesignerAssigned', data: { needId: '123', designerId: 'u-des', assignedAt: now } };
    spec([drafted(), claimed, paid]).when(cmd('AssignDesigner', { needId: '123', designerId: 'u-des' }, staff)).then([assigned]);
    spec([drafted(), claimed, paid, assigned]).when(cmd('DeliverDesign', { needId: '123' }, bob)).thenThrows('NEED_NOT_FOUND');
    const delivered: NeedEvent = { type: 'DesignDelivered', data: { needId: '123', deliveredAt: now } };
    spec([drafted(), claimed, paid, assigned]).when(cmd('DeliverDesign', { needId: '123' }, designer)).then([delivered]);
    const revision = (id: string): NeedEvent => ({ type: 'RevisionRequested', data: { needId: '123', revisionId: id, note: 'Warmer colours', requestedAt: now } });
    const base = [drafted(), claimed, paid, assigned, delivered];
    spec(base).when(cmd('RequestRevision', { needId: '123', revisionId: 'r1', note: 'Warmer colours' }, ada)).then([revision('r1')]);
    const used = [...base, revision('r1'), delivered, revision('r2'), delivered];
    const refused = spec(used).when(cmd('RequestRevision', { needId: '123', revisionId: 'r3', note: 'Warmer colours' }, ada)).thenThrows('NO_REVISIONS_LEFT');
    expect(refused.message).toBe('Your plan includes 2 revisions and you have used them all');
    spec(base).when(cmd('RequestRevision', { needId: '123', revisionId: 'r1', note: 'Warmer' }, ada, '2026-12-23T10:00:00.000Z')).thenThrows('NO_REVISIONS_LEFT');
  });

  it('a project paid on the PAYMENT step goes on through the questionnaire and is submitted after', () => {
    const given = [drafted(), claimed, ...bedroomAnswers.slice(0, 2), paid];
    spec(given).when(cmd('AnswerNeedStep', { needId: '123', step: 'LIFESTYLE', answer: { lifestyles: ['reading'] } }, ada)).then([answered('LIFESTYLE', { lifestyles: ['reading'] })]);
    spec([drafted(), claimed, ...bedroomAnswers, paid]).when(cmd('SubmitNeed', { needId: '123' }, ada)).then([{ type: 'NeedSubmitted', data: { needId: '123', submittedAt: now } }]);
    const assigned: NeedEvent = { type: 'DesignerAssigned', data: { needId: '123', designerId: 'u-des', assignedAt: now } };
    spec([...given, assigned]).when(cmd('AnswerNeedStep', { needId: '123', step: 'LIFESTYLE', answer: { lifestyles: ['guests'] } }, ada)).thenThrows('NEED_LOCKED');
  });

  it('only a draft can be deleted, by its owner', () => {
    spec([drafted()]).when(cmd('DeleteNeed', { needId: '123' })).then([{ type: 'NeedDeleted', data: { needId: '123', deletedAt: now } }]);
    spec([drafted(), claimed, paid]).when(cmd('DeleteNeed', { needId: '123' }, ada)).thenThrows('NOT_A_DRAFT');
  });

  it('a paid project books meetings in work hours: its free ones first, then $25.00 each once paid for', () => {
    const classic: NeedEvent = { ...paid, data: { ...paid.data, plan: 'CLASSIC' } };
    const monday10 = '2026-11-23T17:00:00.000Z'; // 10:00 at UTC−7
    const booked = (meetingId: string, startsAt: string, free: boolean, paymentId: string | null = null): NeedEvent =>
      ({ type: 'MeetingBooked', data: { needId: '123', meetingId, type: 'DESIGN', startsAt, free, paymentId, bookedAt: now } });
    spec([drafted(), claimed]).when(cmd('BookMeeting', { needId: '123', meetingId: 'm1', type: 'DESIGN', startsAt: monday10, paymentId: null }, ada)).thenThrows('NOT_PAID');
    spec([drafted(), claimed, classic]).when(cmd('BookMeeting', { needId: '123', meetingId: 'm1', type: 'DESIGN', startsAt: monday10, paymentId: null }, ada)).then([booked('m1', monday10, true)]);
    const sunday = spec([drafted(), claimed, classic]).when(cmd('BookMeeting', { needId: '123', meetingId: 'm1', type: 'DESIGN', startsAt: '2026-11-29T17:00:00.000Z', paymentId: null }, ada)).thenThrows('MEETING_OFF_HOURS');
    expect(sunday.message).toBe('Please choose a time on a weekday between 9:00 and 17:00 Pacific');
    spec([drafted(), claimed, classic]).when(cmd('BookMeeting', { needId: '123', meetingId: 'm1', type: 'DESIGN', startsAt: '2026-11-24T01:00:00.000Z', paymentId: null }, ada)).thenThrows('MEETING_OFF_HOURS');
    const second = spec([drafted(), claimed, classic, booked('m1', monday10, true)]).when(cmd('BookMeeting', { needId: '123', meetingId: 'm2', type: 'DESIGN', startsAt: '2026-11-24T17:00:00.000Z', paymentId: null }, ada)).thenThrows('MEETING_NEEDS_PAYMENT');
    expect(second.message).toBe('This meeting costs $25.00');
    spec([drafted(), claimed, classic, booked('m1', monday10, true)]).when(cmd('BookMeeting', { needId: '123', meetingId: 'm2', type: 'DESIGN', startsAt: '2026-11-24T17:00:00.000Z', paymentId: 'pi_m2' }, ada)).thenThrows('FORBIDDEN');
    spec([drafted(), claimed, classic, booked('m1', monday10, true)]).when(cmd('BookMeeting', { needId: '123', meetingId: 'm2', type: 'DESIGN', startsAt: '2026-11-24T17:00:00.000Z', paymentId: 'pi_m2' }, system))
      .then([booked('m2', '2026-11-24T17:00:00.000Z', false, 'pi_m2')]);
    spec([drafted(), claimed, classic]).when(cmd('BookMeeting', { needId: '123', meetingId: 'm1', type: 'DESIGN', startsAt: '2026-11-01T17:00:00.000Z', paymentId: null }, ada)).thenThrows('MEETING_IN_PAST');
    spec([drafted(), claimed, classic]).when(cmd('BookMeeting', { needId: '123', meetingId: 'm1', type: 'REMODEL', startsAt: monday10, paymentId: null }, ada)).thenThrows('MEETING_NEEDS_PAYMENT');
  });

  it('a paid project moves up to a dearer plan once per payment, counting what was paid (a remodel design: its $259 fee)', () => {
    expect(upgradeCost('KICK_START', 4900, 8900)).toEqual({ creditedCents: 4900, amountCents: 4000 });
    expect(upgradeCost('BATHROOM', 19400, 49900)).toEqual({ creditedCents: 25900, amountCents: 24000 });
    expect(upgradeCost('CLASSIC', 8900, 8900)).toEqual({ creditedCents: 8900, amountCents: 0 });
    const upgraded: NeedEvent = { type: 'NeedUpgraded', data: { needId: '123', fromPlan: 'KICK_START', toPlan: 'CLASSIC', paymentId: 'pi_up', amountCents: 4000, creditedCents: 4900, upgradedAt: now } };
    spec([drafted(), claimed, paid]).when(cmd('UpgradeNeed', { needId: '123', toPlan: 'CLASSIC', paymentId: 'pi_up', amountCents: 4000 }, system)).then([upgraded]);
    spec([drafted(), claimed, paid, upgraded]).when(cmd('UpgradeNeed', { needId: '123', toPlan: 'CLASSIC', paymentId: 'pi_up', amountCents: 4000 }, system)).then([]);
    const down = spec([drafted(), claimed, paid, upgraded]).when(cmd('UpgradeNeed', { needId: '123', toPlan: 'KICK_START', paymentId: 'pi_2', amountCents: 0 }, system)).thenThrows('UPGRADE_REFUSED');
    expect(down.message).toBe('A CLASSIC project cannot move to KICK_START');
    spec([drafted(), claimed]).when(cmd('UpgradeNeed', { needId: '123', toPlan: 'LUXE', paymentId: 'pi_3', amountCents: 0 }, system)).thenThrows('UPGRADE_REFUSED');
  });

  it('a delivered design can be redesigned once', () => {
    const assigned: NeedEvent = { type: 'DesignerAssigned', data: { needId: '123', designerId: 'u-des', assignedAt: now } };
    const delivered: NeedEvent = { type: 'DesignDelivered', data: { needId: '123', deliveredAt: now } };
    const redesign: NeedEvent = { type: 'RedesignRequested', data: { needId: '123', reason: 'Too dark', requestedAt: now } };
    spec([drafted(), claimed, paid, assigned]).when(cmd('RequestRedesign', { needId: '123', reason: 'Too dark' }, ada)).thenThrows('NOT_DELIVERED');
    spec([drafted(), claimed, paid, assigned, delivered]).when(cmd('RequestRedesign', { needId: '123', reason: 'Too dark' }, ada)).then([redesign]);
    spec([drafted(), claimed, paid, assigned, delivered, redesign, delivered]).when(cmd('RequestRedesign', { needId: '123', reason: 'Still dark' }, ada)).thenThrows('ALREADY_REDESIGNED');
  });

  it('the client rates a delivered design, 1 to 5 stars', () => {
    const assigned: NeedEvent = { type: 'DesignerAssigned', data: { needId: '123', designerId: 'u-des', assignedAt: now } };
    const delivered: NeedEvent = { type: 'DesignDelivered', data: { needId: '123', deliveredAt: now } };
    spec([drafted(), claimed, paid, assigned]).when(cmd('RateProject', { needId: '123', stars: 5, comment: '' }, ada)).thenThrows('NOT_DELIVERED');
    spec([drafted(), claimed, paid, assigned, delivered]).when(cmd('RateProject', { needId: '123', stars: 5, comment: 'Lovely' }, ada)).then([{ type: 'ProjectRated', data: { needId: '123', stars: 5, comment: 'Lovely', ratedAt: now } }]);
    spec([drafted(), claimed, paid, assigned, delivered]).when(cmd('RateProject', { needId: '123', stars: 5, comment: '' }, bob)).thenThrows('NEED_NOT_FOUND');
  });
});

describe('tips to the designer', () => {
  const paidAndAssigned = (): NeedEvent[] => [
    drafted(),
    claimed,
    { type: 'NeedPaid', data: { needId: '123', plan: 'CLASSIC', paymentId: 'pay-1', amountCents: 8900, discountCents: 0, code: null, freeShippingUntil: '2027-01-01T00:00:00.000Z', paidAt: '2026-10-01T00:00:00.000Z' } },
    { type: 'DesignerAssigned', data: { needId: '123', designerId: 'dana', assignedAt: '2026-10-02T00:00:00.000Z' } },
  ];
  const tip = (tipId = 'tip-1') => cmd('RecordTip', { needId: '123', tipId, paymentId: `pay-${tipId}`, amountCents: 2000, note: 'Thank you' }, { kind: 'system' });

  it('waits for the design to be delivered, then records a tip once', () => {
    spec(paidAndAssigned()).when(tip()).thenThrows('TIP_REFUSED');
    const delivered = [...paidAndAssigned(), { type: 'DesignDelivered', data: { needId: '123', deliveredAt: '2026-10-10T00:00:00.000Z' } } as NeedEvent];
    spec(delivered).when(tip()).then([{ type: 'DesignerTipped', data: { needId: '123', tipId: 'tip-1', designerId: 'dana', paymentId: 'pay-tip-1', amountCents: 2000, note: 'Thank you', tippedAt: now } }]);
    spec([...delivered, { type: 'DesignerTipped', data: { needId: '123', tipId: 'tip-1', designerId: 'dana', paymentId: 'pay-tip-1', amountCents: 2000, note: 'Thank you', tippedAt: now } }]).when(tip()).then([]);
  });
});
