import type { OrderEvent } from '../../domain/orders/order';
import type { AttributionAttached, Touch } from '../../domain/tracking/events';
import { defineProcess, type ProcessEvent, type ProcessOutput } from '../process';

/**
 * Paid orders with their attribution reported to the affiliate partner (Impact,
 * issue 26, ADR 054): once an order is both attributed (`AttributionAttached`,
 * subject order) and paid (`OrderPaid`), in whichever order those arrive, the
 * effect posts one conversion through the partner port. The effect's answer is
 * kept under its key and the partner dedupes by order id, so nothing is sent
 * twice; a partner that cannot be reached throws and the step is retried.
 */
export const impactConversionEffect = 'attribution.impact-conversion';
export const impactConversionsName = 'impact-conversions';

export interface ConversionInput {
  orderId: string;
  orderNumber: string | null;
  visitorId: string;
  amountCents: number;
  paidAt: string;
  firstTouch: Touch;
  lastTouch: Touch;
}

export interface ConversionState {
  attribution: { visitorId: string; firstTouch: Touch; lastTouch: Touch } | null;
  orderNumber: string | null;
  paid: { amountCents: number; paidAt: string } | null;
}

type Input = AttributionAttached | OrderEvent;

function ready(s: ConversionState, orderId: string): ProcessOutput[] {
  if (!s.attribution || !s.paid) return [];
  const input: ConversionInput = { orderId, orderNumber: s.orderNumber, ...s.attribution, ...s.paid };
  return [{ effect: impactConversionEffect, input, key: 'report' }];
}

export const impactConversions = defineProcess<Input>()<ConversionState>({
  name: impactConversionsName,
  // Orders paid before it ran are not reported (none was attributed then).
  fromNow: true,
  handles: ['AttributionAttached', 'OrderPlaced', 'OrderPaid'],
  instanceOf(e) {
    if (e.type === 'AttributionAttached') return e.data.subject === 'order' ? e.data.subjectId : null;
    return e.data.orderId;
  },
  initialState: () => ({ attribution: null, orderNumber: null, paid: null }),
  evolve: (state, e) => evolveConversion(state, e),
  decide(e, state): ProcessOutput[] {
    // The demo's orders (`npm start`'s seeding, command ids `demo:…`) never reach a partner, however it is configured.
    if (isDemo(e)) return [];
    // Reported when the second of the two facts arrives (the state before this event lacks it).
    if (e.type === 'AttributionAttached' && e.data.subject === 'order' && !state.attribution) return ready(evolveConversion(state, e), e.data.subjectId);
    if (e.type === 'OrderPaid' && !state.paid) return ready(evolveConversion(state, e), e.data.orderId);
    return [];
  },
});

const isDemo = (e: ProcessEvent<Input>) => String(e.metadata?.commandId ?? '').startsWith('demo:');

function evolveConversion(state: ConversionState, e: ProcessEvent<Input>): ConversionState {
  switch (e.type) {
    case 'AttributionAttached':
      return { ...state, attribution: { visitorId: e.data.visitorId, firstTouch: e.data.firstTouch, lastTouch: e.data.lastTouch } };
    case 'OrderPlaced':
      return { ...state, orderNumber: e.data.orderNumber };
    case 'OrderPaid':
      return { ...state, paid: { amountCents: e.data.amountCents, paidAt: e.data.paidAt } };
    default:
      return state;
  }
}
