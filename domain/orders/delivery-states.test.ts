import { describe, expect, it } from 'vitest';
import { deliveryStateOf, deliveryStates } from './delivery-states';

describe('the states we deliver to', () => {
  it('are the 48 contiguous states and DC, by name', () => {
    expect(deliveryStates).toHaveLength(49);
    expect(deliveryStates.map((s) => s.code)).not.toContain('AK');
    expect(deliveryStates.map((s) => s.code)).not.toContain('HI');
    expect(deliveryStates[0]).toEqual({ code: 'AL', name: 'Alabama' });
    expect(deliveryStates.find((s) => s.code === 'DC')).toEqual({ code: 'DC', name: 'District of Columbia' });
  });

  it.each([
    ['CA', 'CA'], ['ca', 'CA'], [' California ', 'CA'], ['AK', null], ['Hawaii', null], ['PR', null], ['Narnia', null], ['', null], [42, null], ['x'.repeat(41), null],
  ])('%s → %s', (given, code) => expect(deliveryStateOf(given)).toBe(code));
});
