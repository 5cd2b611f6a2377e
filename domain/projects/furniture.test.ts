import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import { projectsContext } from './context';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { projectCommands } from './commands';
import type { NeedEvent } from './need';
import { type NeedCommand, needDecider } from './need.decide';

const now = '2026-11-22T10:00:00.000Z';
const ada: Actor = { kind: 'user', userId: 'u-ada', email: 'ada@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'u-bob', email: 'bob@example.com', roles: ['client'] };
const designer: Actor = { kind: 'user', userId: 'u-des', email: 'des@example.com', roles: ['designer'] };
const otherDesigner: Actor = { kind: 'user', userId: 'u-des2', email: 'des2@example.com', roles: ['designer'] };
const staff: Actor = { kind: 'user', userId: 'u-staff', email: 'staff@example.com', roles: ['staff'] };
const spec = specFor(needDecider);
const cmd = <T extends NeedCommand['type']>(type: T, data: Extract<NeedCommand, { type: T }>['data'], actor: Actor) =>
  ({ type, data, metadata: { commandId: 'c1', now, actor } }) as NeedCommand;

const drafted: NeedEvent = { type: 'NeedDrafted', data: { needId: '123', packageId: 'pk1', owner: { kind: 'client', clientId: 'u-ada' }, room: { roomTypeId: '3', name: 'Bedroom' }, createdAt: now } };
const submitted: NeedEvent = { type: 'NeedSubmitted', data: { needId: '123', submittedAt: now } };
const paid: NeedEvent = { type: 'NeedPaid', data: { needId: '123', plan: 'CLASSIC', paymentId: 'pi_1', amountCents: 8900, discountCents: 0, code: null, freeShippingUntil: '2027-02-20T10:00:00.000Z', paidAt: now } };
const assigned: NeedEvent = { type: 'DesignerAssigned', data: { needId: '123', designerId: 'u-des', assignedAt: now } };
const recorded = (products: Array<{ goodsId: string; count: number }>, by = 'u-des'): NeedEvent => ({ type: 'ProjectProductsRecorded', data: { needId: '123', products, recordedBy: by, recordedAt: now } });
const life = [drafted, submitted, paid, assigned];

describe("a project's furniture", () => {
  it('the assigned designer records products; recording them again changes nothing, a new count is recorded', () => {
    const products = [{ goodsId: 'g-sofa', count: 1 }, { goodsId: 'g-lamp', count: 2 }];
    spec(life).when(cmd('RecordProjectProducts', { needId: '123', products }, designer)).then([recorded(products)]);
    spec([...life, recorded(products)]).when(cmd('RecordProjectProducts', { needId: '123', products }, designer)).then([]);
    spec([...life, recorded(products)]).when(cmd('RecordProjectProducts', { needId: '123', products: [{ goodsId: 'g-lamp', count: 3 }, { goodsId: 'g-sofa', count: 1 }] }, designer))
      .then([recorded([{ goodsId: 'g-lamp', count: 3 }])]);
    const state = [...life, recorded(products), recorded([{ goodsId: 'g-lamp', count: 3 }, { goodsId: 'g-rug', count: 1 }])].reduce(needDecider.evolve, needDecider.initialState());
    expect(state.need!.products).toEqual([{ goodsId: 'g-sofa', count: 1 }, { goodsId: 'g-lamp', count: 3 }, { goodsId: 'g-rug', count: 1 }]);
  });

  it('staff may record for a submitted project; another designer, the client and a stranger do not find it; a draft has no furniture', () => {
    const products = [{ goodsId: 'g-sofa', count: 1 }];
    spec([drafted, submitted]).when(cmd('RecordProjectProducts', { needId: '123', products }, staff)).then([recorded(products, 'u-staff')]);
    for (const actor of [otherDesigner, ada, bob]) spec(life).when(cmd('RecordProjectProducts', { needId: '123', products }, actor)).thenThrows('NEED_NOT_FOUND');
    spec([drafted]).when(cmd('RecordProjectProducts', { needId: '123', products }, staff)).thenThrows('NEED_DRAFT');
    expect(() => authorize(ada, 'RecordProjectProducts', projectsContext.rules)).toThrow();
    expect(() => authorize(designer, 'RecordProjectProducts', projectsContext.rules)).not.toThrow();
  });

  it('a product leaves the list only if it is on it', () => {
    const products = [{ goodsId: 'g-sofa', count: 1 }];
    spec([...life, recorded(products)]).when(cmd('RemoveProjectProduct', { needId: '123', goodsId: 'g-sofa' }, designer))
      .then([{ type: 'ProjectProductRemoved', data: { needId: '123', goodsId: 'g-sofa', removedBy: 'u-des', removedAt: now } }]);
    spec(life).when(cmd('RemoveProjectProduct', { needId: '123', goodsId: 'g-sofa' }, designer)).thenThrows('PRODUCT_NOT_IN_PROJECT');
  });

  it('the input is checked: counts 1 to 1000, each product once, at least one', () => {
    const schema = projectCommands.RecordProjectProducts.schema;
    expect(schema.safeParse({ needId: '123', products: [] }).success).toBe(false);
    expect(schema.safeParse({ needId: '123', products: [{ goodsId: 'g', count: 1001 }] }).success).toBe(false);
    expect(schema.safeParse({ needId: '123', products: [{ goodsId: 'g', count: 1 }, { goodsId: 'g', count: 2 }] }).success).toBe(false);
    expect(schema.safeParse({ needId: '123', products: [{ goodsId: 'bad id', count: 1 }] }).success).toBe(false);
    expect((schema.safeParse({ needId: '123', products: [{ goodsId: 'g-sofa' }] }).data as { products: unknown } | undefined)?.products).toEqual([{ goodsId: 'g-sofa', count: 1 }]);
  });
});

describe("a project's chosen code (promo apply)", () => {
  const chosen = (code: string | null): NeedEvent => ({ type: 'ProjectCodeChosen', data: { needId: '123', code, chosenAt: now } });
  it('the owner applies a code to the unpaid project, or clears it; the same code again changes nothing', () => {
    spec([drafted]).when(cmd('ChooseProjectCode', { needId: '123', code: 'DESIGN50' }, ada)).then([chosen('DESIGN50')]);
    spec([drafted, chosen('DESIGN50')]).when(cmd('ChooseProjectCode', { needId: '123', code: 'DESIGN50' }, ada)).then([]);
    spec([drafted, chosen('DESIGN50')]).when(cmd('ChooseProjectCode', { needId: '123', code: null }, ada)).then([chosen(null)]);
  });
  it('not on a paid project, and not on another client’s', () => {
    spec([drafted, paid]).when(cmd('ChooseProjectCode', { needId: '123', code: 'DESIGN50' }, ada)).thenThrows('ALREADY_PAID');
    spec([drafted]).when(cmd('ChooseProjectCode', { needId: '123', code: 'DESIGN50' }, bob)).thenThrows('NEED_NOT_FOUND');
  });
});
