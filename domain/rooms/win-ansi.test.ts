import { describe, expect, it } from 'vitest';
import { defaultRoom } from './defaults';
import { firstLayout } from './layout';
import type { BoardItem } from './placement';
import { pdfString, pdfTextString } from './pdf-writer';
import { planModel } from './plan';
import { planPdf } from './plan-pdf';
import { planSvg } from './plan-svg';
import { winAnsiBytes, winAnsiCode, winAnsiText } from './win-ansi';

describe('text for the plan PDF’s Helvetica (WinAnsi)', () => {
  it('keeps every character WinAnsi has, 0x80–0x9F included, at its code', () => {
    const high: Array<[string, number]> = [
      ['€', 0x80], ['‚', 0x82], ['ƒ', 0x83], ['„', 0x84], ['…', 0x85], ['†', 0x86], ['‡', 0x87], ['ˆ', 0x88], ['‰', 0x89], ['Š', 0x8a], ['‹', 0x8b], ['Œ', 0x8c], ['Ž', 0x8e],
      ['‘', 0x91], ['’', 0x92], ['“', 0x93], ['”', 0x94], ['•', 0x95], ['–', 0x96], ['—', 0x97], ['˜', 0x98], ['™', 0x99], ['š', 0x9a], ['›', 0x9b], ['œ', 0x9c], ['ž', 0x9e], ['Ÿ', 0x9f],
    ];
    for (const [ch, code] of high) expect([ch, winAnsiCode(ch)]).toEqual([ch, code]);
    // Latin-1's upper half is itself; the C1 controls WinAnsi reuses are not characters to print.
    for (const ch of 'ÀÉÎÕÜßàéîõüÿØøÆæÐðÞþ×÷°±²³µ¶·¹º»¼½¾¿¡¢£¤¥¦§¨©ª«¬®¯´¸ ') expect(winAnsiCode(ch)).toBe(ch.codePointAt(0));
    for (let cp = 0x80; cp <= 0x9f; cp++) expect(winAnsiCode(String.fromCodePoint(cp))).toBeNull();
    expect(winAnsiText('Sofa „Ève“ – 1 299 € … Škoda Žilina, œuvre, Ÿvonne')).toBe('Sofa „Ève“ – 1 299 € … Škoda Žilina, œuvre, Ÿvonne');
    expect(winAnsiBytes('€Šž')).toEqual([0x80, 0x8a, 0x9e]);
    expect(winAnsiText('x\u0080y\u009dz')).toBe('x?y?z');
  });

  it('prints other Latin letters without their accents, or spelled out', () => {
    expect(winAnsiText('Sypialnia Łucji w Łodzi')).toBe('Sypialnia Lucji w Lodzi');
    expect(winAnsiText('Zażółć gęślą jaźń')).toBe('Zazólc gesla jazn');
    expect(winAnsiText('Đurđevac, Čakovec')).toBe('Durdevac, Cakovec');
    expect(winAnsiText('Kőbánya nappali')).toBe('Kobánya nappali');
    expect(winAnsiText('Çalışma odası')).toBe('Çalisma odasi');
    expect(winAnsiText('Dvůr Králové')).toBe('Dvur Králové');
    expect(winAnsiText('Straße, GROẞE')).toBe('Straße, GROSSE');
    expect(winAnsiText('Ørsted sofa, Ærø')).toBe('Ørsted sofa, Ærø');
    expect(winAnsiText('Tiếng Việt phòng khách')).toBe('Tieng Viet phòng khách');
    // Typographic variants and ligatures as their nearest WinAnsi characters; invisible ones vanish.
    expect(winAnsiText('ﬁve−two‐three ′ ″ a\u200bb\tc')).toBe('five-two-three \' " ab c');
    // An accent typed as a separate mark joins its letter.
    expect(winAnsiText('Cafe\u0301 ła\u0328ka')).toBe('Café laka');
  });

  it('prints "?" for scripts WinAnsi cannot show', () => {
    expect(winAnsiText('Σαλόνι Αθήνα')).toBe('?????? ?????');
    expect(winAnsiText('Гостиная')).toBe('????????');
    expect(winAnsiText('客厅 sofa')).toBe('?? sofa');
    expect(winAnsiText('Sofa 🛋️')).toBe('Sofa ?');
  });

  it('escapes a PDF string from the printed bytes; the title is UTF-16 with the real text', () => {
    expect(pdfString('Łódź (salon) €')).toBe('(L\\363dz \\(salon\\) \\200)');
    expect(pdfTextString('Floor plan: Den (v2)')).toBe('(Floor plan: Den \\(v2\\))');
    expect(pdfTextString('Łódź 客')).toBe('<FEFF014100F30064017A0020 5BA2>'.replace(' ', ''));
  });

  it('the plan: the PDF prints the names as WinAnsi can, the SVG keeps them as written', () => {
    const names = ['Sofa Łódź', 'Καναπές Αθήνα', '沙发', 'Fotel „Żółw” – 1 299 €'];
    const items: BoardItem[] = names.map((name, i) => ({ objectId: `o${i}`, productId: `p${i}`, name, kind: null, dimensions: null, left: i * 100, top: 0, width: 90, height: 90 }));
    const room = defaultRoom('living room');
    const plan = planModel(room, firstLayout(room, items).placements);
    const svg = planSvg(plan, { title: 'Salon w Łodzi' });
    for (const n of names) expect(svg).toContain(n.replace(/&/g, '&amp;'));
    expect(svg).toContain('Salon w Łodzi');
    const pdf = Array.from(planPdf(plan, { roomName: 'Salon w Łodzi', date: new Date('2026-11-27T10:00:00Z') }), (b) => String.fromCharCode(b)).join('');
    expect(pdf).toContain('(Salon w Lodzi)');
    expect(pdf).toContain(`/Title ${pdfTextString('Floor plan: Salon w Łodzi')}`);
    // Pieces of no known kind are labelled with their names, as WinAnsi prints them.
    expect(plan.pieces.map((p) => p.label).sort()).toEqual([...names].sort());
    for (const printed of ['(Sofa L\\363dz)', '(??????? ?????)', '(??)', '(Fotel \\204Z\\363lw\\224 \\226 1 299 \\200)']) expect(pdf).toContain(printed);
    expect(pdf).not.toMatch(/[^\x00-\xff]/);
  });
});
