import { describe, expect, it } from 'vitest';
import { isRemodel, nextStep, previousStep, questionnaireSteps, stepHref, stepOfRoute, visibleSteps } from './questionnaire';

const bedroom = { room: 'Bedroom', renderingEnabled: false };
const kitchen = { room: 'Kitchen', renderingEnabled: false };

describe('the design questionnaire', () => {
  it('keeps the spec\'s order', () => {
    expect(questionnaireSteps.map((s) => `${s.title} ${s.route}`)).toEqual([
      'STYLES /design/image',
      'PAYMENT /design/payment/index',
      'LIFESTYLE /design/lifestyle',
      'FURNITURE /design/furniture/stylePics',
      'BUDGET /design/budget/rangeSelection',
      'ALL ABOUT YOU /design/roomDetail',
      'ROOM DETAILS /design/roomDetail/roomSelect',
      'RENDERINGS /design/combination',
      'REVIEW /design/review/review',
    ]);
  });

  it('hides FURNITURE for Bathroom and Kitchen and RENDERINGS unless rendering is on', () => {
    expect(visibleSteps(bedroom).map((s) => s.key)).toEqual(['STYLES', 'PAYMENT', 'LIFESTYLE', 'FURNITURE', 'BUDGET', 'ALL_ABOUT_YOU', 'ROOM_DETAILS', 'REVIEW']);
    expect(visibleSteps(kitchen).map((s) => s.key)).not.toContain('FURNITURE');
    expect(visibleSteps({ room: 'bathroom', renderingEnabled: true }).map((s) => s.key)).toEqual(['STYLES', 'PAYMENT', 'LIFESTYLE', 'BUDGET', 'ALL_ABOUT_YOU', 'ROOM_DETAILS', 'RENDERINGS', 'REVIEW']);
  });

  it('moves forward and back through the visible steps; from=review returns to review', () => {
    expect(nextStep('LIFESTYLE', bedroom)?.key).toBe('FURNITURE');
    expect(nextStep('LIFESTYLE', kitchen)?.key).toBe('BUDGET');
    expect(previousStep('BUDGET', kitchen)?.key).toBe('LIFESTYLE');
    expect(previousStep('STYLES', bedroom)).toBeNull();
    expect(nextStep('ROOM_DETAILS', bedroom)?.key).toBe('REVIEW');
    expect(nextStep('REVIEW', bedroom)).toBeNull();
    expect(nextStep('STYLES', bedroom, 'review')?.key).toBe('REVIEW');
  });

  it('knows the ROOM DETAILS routes (the web view\'s /down too) and carries needId, packageId and v', () => {
    expect(stepOfRoute('/design/roomDetail/manualInput')?.key).toBe('ROOM_DETAILS');
    expect(stepOfRoute('/design/roomDetail/down')?.key).toBe('ROOM_DETAILS');
    expect(stepOfRoute('/design/roomDetail/system/')?.key).toBe('ROOM_DETAILS');
    expect(stepOfRoute('/design/image?needId=1')?.key).toBe('STYLES');
    expect(stepOfRoute('/design/nowhere')).toBeUndefined();
    expect(stepHref(questionnaireSteps[0]!, { needId: 'n1', packageId: 'p9', v: 1700000000000 })).toBe('/design/image?needId=n1&packageId=p9&v=1700000000000');
  });

  it('a remodel check is true for bathroom, kitchen, 22 or 5 (part 2 §5)', () => {
    for (const yes of ['bathroom', 'Kitchen', ' KITCHEN ', '22', 5]) expect(isRemodel(yes)).toBe(true);
    for (const no of ['bedroom', 'living room', '6', 52, 'kitchenette']) expect(isRemodel(no)).toBe(false);
  });
});
