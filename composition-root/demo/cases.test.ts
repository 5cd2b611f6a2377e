import { describe, expect, it } from 'vitest';
import { authorDesignCaseSchema } from '../../domain/content/design-case.decide';
import { roomTypes } from '../../domain/projects/rooms';
import { demoCases } from './cases';
import { demoGoods } from './catalogue';
import { demoGoodsCount } from './seed';

describe('demo design cases', () => {
  const cases = demoCases(demoGoodsCount);
  it('gives every room type at least five cases, each one the command accepts, with demo products and a rendered room', () => {
    for (const room of roomTypes()) expect(cases.filter((c) => c.content.roomTypeId === room.id).length, room.name).toBeGreaterThanOrEqual(5);
    const ids = new Set(demoGoods(demoGoodsCount).map((g) => g.goodsId));
    for (const c of cases) {
      expect(authorDesignCaseSchema.safeParse(c).success, c.caseId).toBe(true);
      expect(c.content.goodsIds.length, c.caseId).toBeGreaterThanOrEqual(4);
      expect(c.content.goodsIds.every((id) => ids.has(id))).toBe(true);
      expect(c.content.pictures[0]!.url).toMatch(/^\/media\/rooms\/[a-z-]+\.webp$/);
    }
    expect(new Set(cases.map((c) => c.caseId)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.content.title)).size).toBe(cases.length);
  });
});
