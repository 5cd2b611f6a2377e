import { stateCode, usStates } from '../promotions/tax';
import { isServedState } from './zip-codes';

/** The states the shop delivers to (the contiguous states and DC), by name: what the checkout's State list offers. */
export const deliveryStates: ReadonlyArray<{ code: string; name: string }> = usStates().filter((s) => isServedState(s.code));

export const chooseDeliveryStateMessage = 'Please choose a state we deliver to';

/** A delivery state's code from what a form sent ("CA", "ca", "California"), or null when we do not deliver there. */
export function deliveryStateOf(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const code = stateCode(value);
  return code && isServedState(code) ? code : null;
}
