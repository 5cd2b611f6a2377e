import { describe, expect, it } from 'vitest';
import type { NeedEvent } from '../../domain/projects/need';
import { budgetText, projectAlbums, projectSelections, roomDetailRows } from './project-answers';
import { projectStory, revisionsText, statusInWords } from './project-story';

const needId = '7';
const events: NeedEvent[] = [
  { type: 'NeedDrafted', data: { needId, packageId: 'pk1', owner: { kind: 'client', clientId: 'c1' }, room: { roomTypeId: '3', name: 'Bedroom' }, createdAt: '2026-11-01T10:00:00.000Z' } },
  { type: 'NeedStepAnswered', data: { needId, step: 'STYLES', answer: {}, answeredAt: '2026-11-01T10:05:00.000Z' } },
  { type: 'NeedPaid', data: { needId, plan: 'CLASSIC', paymentId: 'pay1', amountCents: 7120, discountCents: 1780, code: 'REFERRAL', freeShippingUntil: '2027-01-30T10:10:00.000Z', paidAt: '2026-11-01T10:10:00.000Z' } },
  { type: 'DesignerAssigned', data: { needId, designerId: 'd1', assignedAt: '2026-11-02T09:00:00.000Z' } },
  { type: 'DesignDelivered', data: { needId, deliveredAt: '2026-11-05T09:00:00.000Z' } },
  { type: 'RevisionRequested', data: { needId, revisionId: 'r1', note: 'Warmer colours', requestedAt: '2026-11-05T09:00:00.000Z' } },
  { type: 'MeetingBooked', data: { needId, meetingId: 'm1', type: 'DESIGN', startsAt: '2026-11-10T17:00:00.000Z', free: true, paymentId: null, bookedAt: '2026-11-06T09:00:00.000Z' } },
];

describe('a project in words', () => {
  it('tells the story newest first, leaving out each saved answer; at the same moment the later event comes first', () => {
    const story = projectStory(events);
    expect(story.map((e) => e.title)).toEqual(['Meeting booked', 'Revision requested', 'Design delivered', 'Designer assigned', 'Plan paid', 'Project drafted']);
    expect(story[0]!.text).toBe('A design meeting on Nov 10, 2026, 10:00 AM Pacific, included in your plan.');
    expect(story[1]!.text).toBe('Your note to the designer: “Warmer colours”');
    expect(story[4]!.text).toBe('Classic plan, $71.20 ($17.80 off). Your furniture ships free until Jan 30, 2027.');
  });

  it('says the revisions left as the client reads them', () => {
    expect(revisionsText({ unlimited: true })).toBe('Unlimited revisions');
    expect(revisionsText({ unlimited: false, left: 2, until: '2026-12-21T08:00:00.000Z' })).toBe('2 revisions left until Dec 21');
    expect(revisionsText({ unlimited: false, left: 1, until: null })).toBe('1 revision left');
    expect(revisionsText({ unlimited: false, left: 0, until: null })).toBe('No revisions left');
  });

  it('says where the project stands and what comes next', () => {
    expect(statusInWords('PAID', false, true)).toEqual({ label: 'Paid', next: 'Finish the questionnaire so your designer can start.' });
    expect(statusInWords('SUBMITTED', true, false).next).toBe('Choose a plan to have a designer start.');
    expect(statusInWords('DELIVERED', true, true).label).toBe('Design delivered');
  });

  it('shows the answers: album pictures by id, selections, budget, room details', () => {
    const answers = {
      STYLES: { photoIds: ['p1', 'p3', 'p9', 'p10', 'p11', 'p12', 'gone'] },
      LIFESTYLE: { lifestyles: ['reading'] },
      FURNITURE: { stylePicIds: ['s7'] },
      BUDGET: { type: 'SAVVY', budget: 'Savvy', minPrice: 1_000_000, maxPrice: 2_000_000 },
      ALL_ABOUT_YOU: { adultsCount: 2, kidsNum: 0, owned: 'Rent', pet: 'No', petRemark: '' },
      ROOM_DETAILS: { remark: 'Bright', size: 'King' },
    };
    const albums = projectAlbums(answers);
    expect(albums.styles[0]).toMatchObject({ id: 'p1', picture: '/media/pieces/terracotta-wool-rug.webp' });
    expect(albums.styles[6]).toEqual({ id: 'gone', picture: null, caption: 'Photo gone' });
    expect(albums.furniture).toEqual([{ id: 's7', picture: '/media/pieces/slate-panel-bed.webp', caption: 'Panel bed' }]);
    const s = projectSelections(answers, 'CLASSIC');
    expect(s).toMatchObject({ plan: 'Classic', lifestyles: ['Reading and quiet time'], furniture: ['Panel bed'], budget: 'Savvy: $10,000 - $20,000', photoCount: 7 });
    expect(s.styles[0]).toBe('Scandinavian 33%');
    expect(budgetText({ budget: 'Pick-Me-Up', minPrice: 0, maxPrice: 300_000 })).toBe('Pick-Me-Up: under $3,000');
    expect(budgetText({ budget: 'Custom budget', minPrice: 250_000, maxPrice: null })).toBe('Custom budget: $2,500+');
    expect(roomDetailRows(answers)).toEqual({
      aboutYou: [['Adults', '2'], ['Children', '0'], ['Rent or own', 'Rent'], ['Pets', 'No']],
      room: [['About the room', 'Bright'], ['Bed size', 'King']],
    });
  });
});
