import { describe, expect, it } from 'vitest';
import { goPath, shipmentId, shipmentParts, type Target, targetKinds, targetOf } from '../../domain/shared/targets';
import { targetOfLegacyHref } from '../../projections/messaging/legacy-links';
import { hrefOf } from './links';

const samples: Target[] = [
  { kind: 'conversation', id: 's-client-1f0c' },
  { kind: 'order', id: 'o-123' },
  { kind: 'shipment', id: shipmentId('o-123', 'l1', 'RC-2026-001001') },
  { kind: 'proposal-review', id: 'pp0123456789abcdef' },
  { kind: 'project-proposals', id: '900001' },
  { kind: 'board-review', id: 'mb0123456789abcdef' },
  { kind: 'board-comments', id: 'mb0123456789abcdef' },
  { kind: 'credit' },
  { kind: 'mail-settings' },
  { kind: 'notices' },
  { kind: 'product', id: 'g00001' },
];

describe('links: a target’s page, named in one place', () => {
  it('every kind of target has a page on this site', () => {
    expect(samples.map((t) => t.kind).sort()).toEqual(Object.keys(targetKinds).sort());
    for (const target of samples) expect(hrefOf(target), target.kind).toMatch(/^\/(?![/\\])[^\s\\]*$/);
    expect(hrefOf({ kind: 'conversation', id: 'd-need-7' })).toBe('/chat/detail?conversationId=d-need-7');
    expect(hrefOf({ kind: 'shipment', id: shipmentId('o-1', 'l-2', 'RC-2026-001001') })).toBe('/order/shippingInfo/o-1/l-2/RC-2026-001001');
    expect(hrefOf({ kind: 'product', id: 'g00001' })).toBe('/marketPlace/product/g00001');
  });

  it('a mail’s stable path names the target and reads back as it', () => {
    for (const target of samples) {
      const [, , kind, id] = goPath(target).split('/');
      expect(targetOf(kind!, id === undefined ? null : decodeURIComponent(id))).toEqual(target);
    }
    expect(goPath({ kind: 'board-review', id: 'mb1' })).toBe('/go/board-review/mb1');
    expect(goPath({ kind: 'credit' })).toBe('/go/credit');
  });

  it('only real targets: unknown kinds, missing or stray ids, and ids that could leave the site are refused', () => {
    for (const [kind, id] of [['page', 'x'], ['conversation', null], ['conversation', ''], ['credit', 'x'], ['order', '../admin'], ['order', 'a b'], ['order', '//evil.example'], ['toString', 'x'], ['__proto__', 'x']] as const)
      expect(targetOf(kind, id), `${kind} ${id}`).toBeNull();
    expect(shipmentParts('o1~l1')).toBeNull();
  });

  it('notifications stored with page URLs map back to the targets of those pages', () => {
    for (const target of samples.filter((t) => !['shipment', 'credit', 'mail-settings', 'notices', 'product'].includes(t.kind))) expect(targetOfLegacyHref(hrefOf(target))).toEqual(target);
    expect(targetOfLegacyHref('/somewhere/else')).toEqual({ kind: 'notices' });
    expect(targetOfLegacyHref('/order/detail/%E0%A4%A')).toEqual({ kind: 'notices' });
  });
});
