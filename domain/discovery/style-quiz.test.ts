import { describe, expect, it } from 'vitest';
import { authorize } from '../authz';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { discoveryContext } from './context';
import { styleProfileStream, type StyleProfileEvent } from './style-profile';
import { saveStyleProfileSchema, styleProfileDecider, type StyleProfileCommand } from './style-profile.decide';
import { designStyles, explainProfile, materialPreference, quizQuestions, quizSteps, scoreQuiz, suggestedStylePhotos, type QuizAnswers } from './style-quiz';

const answers = (images: string, images2: string, images3: string, color: string, patterns: string): QuizAnswers => ({ images, images2, images3, color, patterns });

describe('style quiz scoring (the stated rule: points summed, largest-remainder percentages, ties in the spec\'s style order)', () => {
  it.each([
    {
      name: 'a modern run; Eclectic and Scandinavian tie on 3 and Eclectic, named first, is runner-up; remainders go to the largest (Coastal, Mid-century, Transitional)',
      given: answers('i1c', 'i2c', 'i3c', 'c3', 'pa3'),
      top: 'Modern',
      runnerUp: 'Eclectic',
      shares: [['Modern', 52], ['Eclectic', 14], ['Scandinavian', 14], ['Transitional', 10], ['Coastal', 5], ['Mid-century', 5]],
    },
    {
      name: 'Bohemian and Farmhouse tie on 7: Bohemian, named first, is the top style; the remainders go to Scandinavian, Transitional and Eclectic',
      // Bohemian 3+3+1, Farmhouse 3+4, Coastal 3, Eclectic 1+1, Transitional 1, Scandinavian 1: 21 points.
      given: answers('i1a', 'i2a', 'i3d', 'c5', 'pa1'),
      top: 'Bohemian',
      runnerUp: 'Farmhouse',
      shares: [['Bohemian', 33], ['Farmhouse', 33], ['Coastal', 14], ['Eclectic', 10], ['Scandinavian', 5], ['Transitional', 5]],
    },
    {
      name: 'a coastal run with a Scandinavian second',
      given: answers('i1b', 'i2b', 'i3c', 'c2', 'pa1'),
      // Coastal 3+1+4+3 = 11, Scandinavian 3+3+1 = 7, Transitional 1, Modern 1, Bohemian 1: 21 points.
      top: 'Coastal',
      runnerUp: 'Scandinavian',
      shares: [['Coastal', 52], ['Scandinavian', 33], ['Bohemian', 5], ['Modern', 5], ['Transitional', 5]],
    },
  ])('$name', ({ given, top, runnerUp, shares }) => {
    const profile = scoreQuiz(given);
    expect(profile.topStyle).toBe(top);
    expect(profile.runnerUp).toBe(runnerUp);
    expect(profile.shares.map((s) => [s.style, s.share])).toEqual(shares);
  });

  it('every possible set of answers gives shares that add up to 100, a top style with the highest score, and the same profile again', () => {
    const ids = quizQuestions.map((q) => q.options.map((o) => o.id));
    let count = 0;
    const walk = (i: number, picked: string[]) => {
      if (i === quizSteps.length) {
        const given = Object.fromEntries(quizSteps.map((s, k) => [s, picked[k]])) as QuizAnswers;
        const profile = scoreQuiz(given);
        expect(profile.shares.reduce((a, s) => a + s.share, 0)).toBe(100);
        const shares = profile.shares.map((s) => s.share);
        expect([...shares].sort((a, b) => b - a)).toEqual(shares);
        expect(scoreQuiz(given)).toEqual(profile);
        count++;
        return;
      }
      for (const id of ids[i]!) walk(i + 1, [...picked, id]);
    };
    walk(0, []);
    expect(count).toBe(4 * 4 * 4 * 6 * 6);
  });

  it('the table names only the spec\'s eight styles, gives each step at least four options, and can make every style the top one', () => {
    for (const q of quizQuestions) {
      expect(q.options.length).toBeGreaterThanOrEqual(4);
      for (const o of q.options) for (const style of Object.keys(o.points)) expect(designStyles).toContain(style);
    }
    const tops = new Set<string>();
    for (const a of quizQuestions[0]!.options) for (const c of quizQuestions[3]!.options) for (const p of quizQuestions[4]!.options)
      for (const b of quizQuestions[1]!.options) tops.add(scoreQuiz(answers(a.id, b.id, quizQuestions[2]!.options[0]!.id, c.id, p.id)).topStyle);
    expect([...tops].sort()).toEqual([...designStyles].sort());
  });

  it('refuses an answer that is not an option of its step', () => {
    expect(() => scoreQuiz(answers('c1', 'i2a', 'i3a', 'c1', 'pa1'))).toThrow(/images/);
  });

  it('explains the profile in words and pre-fills the questionnaire\'s 7 style photos in the profile\'s order', () => {
    const profile = scoreQuiz(answers('i1c', 'i2c', 'i3c', 'c3', 'pa3'));
    expect(explainProfile(profile)).toBe('Your style is Modern (52%). With a touch of Eclectic (14%), your rooms mix both.');
    expect(suggestedStylePhotos(profile)).toEqual(['p11', 'p12', 'p7', 'p8', 'p9', 'p10', 'p13']);
  });
});

const now = '2026-11-27T10:00:00.000Z';
const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
const client: Actor = { kind: 'user', userId: 'u1', email: 'ann@example.com', roles: ['client'] };
const system: Actor = { kind: 'system' };
const spec = specFor(styleProfileDecider);
const modern = answers('i1c', 'i2c', 'i3c', 'c3', 'pa3');
const cmd = <T extends StyleProfileCommand['type']>(type: T, data: Extract<StyleProfileCommand, { type: T }>['data'], actor: Actor, at = now) =>
  ({ type, data, metadata: { commandId: 'c1', now: at, actor } }) as Extract<StyleProfileCommand, { type: T }>;

describe('style profile decider', () => {
  it('a visitor saves a profile under their visitor id, a client under their account; the profile is scored in decide', () => {
    const saved: StyleProfileEvent = { type: 'StyleProfileSaved', data: { owner: { kind: 'visitor', id: 'v1' }, answers: modern, profile: scoreQuiz(modern), savedAt: now } };
    spec([]).when(cmd('SaveStyleProfile', { owner: { kind: 'visitor', id: 'v1' }, answers: modern }, visitor)).then([saved]);
    spec([]).when(cmd('SaveStyleProfile', { owner: { kind: 'user', id: 'u1' }, answers: modern }, client)).then([{ ...saved, data: { ...saved.data, owner: { kind: 'user', id: 'u1' } } }]);
  });

  it('nobody saves under another owner', () => {
    spec([]).when(cmd('SaveStyleProfile', { owner: { kind: 'visitor', id: 'v2' }, answers: modern }, visitor)).thenThrows('FORBIDDEN');
    spec([]).when(cmd('SaveStyleProfile', { owner: { kind: 'user', id: 'u2' }, answers: modern }, client)).thenThrows('FORBIDDEN');
    spec([]).when(cmd('SaveStyleProfile', { owner: { kind: 'visitor', id: 'v1' }, answers: modern }, client)).thenThrows('FORBIDDEN');
  });

  it('the claim at sign-in gives the visitor\'s profile to the account unless the account saved a newer one; only the system claims', () => {
    const claim = { owner: { kind: 'user' as const, id: 'u1' }, visitorId: 'v1', answers: modern, savedAt: '2026-11-27T09:00:00.000Z' };
    spec([]).when(cmd('ClaimStyleProfile', claim, system)).then([
      { type: 'StyleProfileClaimed', data: { owner: { kind: 'user', id: 'u1' }, visitorId: 'v1', answers: modern, profile: scoreQuiz(modern), savedAt: claim.savedAt, claimedAt: now } },
    ]);
    const newer: StyleProfileEvent = { type: 'StyleProfileSaved', data: { owner: { kind: 'user', id: 'u1' }, answers: modern, profile: scoreQuiz(modern), savedAt: '2026-11-27T09:30:00.000Z' } };
    spec([newer]).when(cmd('ClaimStyleProfile', claim, system)).then([]);
    spec([]).when(cmd('ClaimStyleProfile', claim, client)).thenThrows('FORBIDDEN');
    expect(() => authorize(client, 'ClaimStyleProfile', discoveryContext.rules)).toThrow();
    expect(() => authorize(visitor, 'SaveStyleProfile', discoveryContext.rules)).not.toThrow();
  });

  it('the input schema names the step whose answer is not one of its options', () => {
    const parsed = saveStyleProfileSchema.safeParse({ owner: { kind: 'visitor', id: 'v1' }, answers: { ...modern, color: 'nope' } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['answers.color', 'Please pick one of the pictures.']]);
    expect(styleProfileStream({ kind: 'visitor', id: 'v1' })).toBe('style-profile-visitor~v1');
  });
});

describe('"For you": the materials a profile ranks first', () => {
  it('takes the top style\'s materials, then the runner-up\'s not already named', () => {
    expect(materialPreference({ topStyle: 'Scandinavian', runnerUp: 'Farmhouse' })).toEqual({ style: 'Scandinavian', first: ['Oak', 'Boucle', 'Wool', 'Linen'], then: ['Iron', 'Ceramic'] });
    expect(materialPreference({ topStyle: 'Modern', runnerUp: null })).toEqual({ style: 'Modern', first: ['Marble', 'Glass', 'Lacquered', 'Leather'], then: [] });
  });
});
