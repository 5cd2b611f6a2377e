import { describe, expect, it } from 'vitest';
import { checkShippingZip, stateOfZip } from './zip-codes';

describe('shipping ZIP codes', () => {
  it('finds the state of a ZIP from its first three digits', () => {
    expect(stateOfZip('94102')).toBe('CA');
    expect(stateOfZip('78701')).toBe('TX');
    expect(stateOfZip('73301')).toBe('TX');
    expect(stateOfZip('73102')).toBe('OK');
    expect(stateOfZip('10001-1234')).toBe('NY');
    expect(stateOfZip('02108')).toBe('MA');
    expect(stateOfZip('20500')).toBe('DC');
    expect(stateOfZip('1234')).toBeUndefined();
    expect(stateOfZip('00100')).toBeUndefined();
  });

  it('delivers to the contiguous states and DC when the ZIP agrees with the state', () => {
    expect(checkShippingZip('94102', 'CA')).toEqual({ deliverable: true, zip: '94102', state: 'CA', message: 'We deliver to 94102 (CA)' });
    expect(checkShippingZip('78701')).toMatchObject({ deliverable: true, state: 'TX' });
  });

  it('says why it cannot deliver', () => {
    expect(checkShippingZip('9410')).toMatchObject({ deliverable: false, message: 'Please enter a 5-digit ZIP code' });
    expect(checkShippingZip('94102', 'ny')).toMatchObject({ deliverable: false, state: 'CA', message: 'ZIP code 94102 is in CA, not NY' });
    expect(checkShippingZip('96813', 'HI')).toMatchObject({ deliverable: false, message: 'We deliver to the contiguous United States and DC only' });
    expect(checkShippingZip('99501')).toMatchObject({ deliverable: false, state: 'AK' });
  });
});
