import { expect, it } from 'vitest';
import { styleProfileStream, type StyleProfileEvent } from '../../../domain/discovery/style-profile';
import { scoreQuiz } from '../../../domain/discovery/style-quiz';
import { styleProfileOf, styleProfileOfAsker, styleProfilesProjection, styleProfilesTable } from '../../../projections/discovery/style-profiles';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

type Given = GivenEvent<StyleProfileEvent>;
const modern = { images: 'i1c', images2: 'i2c', images3: 'i3c', color: 'c3', patterns: 'pa3' };
const boho = { images: 'i1a', images2: 'i2d', images3: 'i3d', color: 'c1', patterns: 'pa1' };
const saved = (kind: 'user' | 'visitor', id: string, answers: typeof modern, savedAt: string): Given => ({
  type: 'StyleProfileSaved',
  streamId: styleProfileStream({ kind, id }),
  data: { owner: { kind, id }, answers, profile: scoreQuiz(answers), savedAt },
});

describeProjection<StyleProfileEvent>(styleProfilesProjection, ({ given }) => {
  it('keeps one profile per owner, the latest quiz replacing the one before', () =>
    given(saved('visitor', 'v1', modern, '2026-01-02T00:00:00.000Z'), saved('visitor', 'v1', boho, '2026-01-02T01:00:00.000Z'), saved('user', 'u1', modern, '2026-01-02T02:00:00.000Z')).then({
      [styleProfilesTable]: [
        { owner_kind: 'visitor', owner_id: 'v1', top_style: 'Bohemian', runner_up: 'Eclectic', answers: boho, saved_at: '2026-01-02T01:00:00.000Z', claimed_from: null },
        { owner_kind: 'user', owner_id: 'u1', top_style: 'Modern', runner_up: 'Eclectic', answers: modern, saved_at: '2026-01-02T02:00:00.000Z', claimed_from: null },
      ],
    }));

  it('gives the account the visitor’s profile when it is claimed at sign-in, and reads each owner’s own', () =>
    given(saved('visitor', 'v1', boho, '2026-01-02T00:00:00.000Z'), {
      type: 'StyleProfileClaimed',
      streamId: styleProfileStream({ kind: 'user', id: 'u1' }),
      data: { owner: { kind: 'user', id: 'u1' }, visitorId: 'v1', answers: boho, profile: scoreQuiz(boho), savedAt: '2026-01-02T00:00:00.000Z', claimedAt: '2026-01-02T00:05:00.000Z' },
    }).thenQuery(async (trx) => {
      expect(await styleProfileOf(trx, { kind: 'user', id: 'u1' })).toMatchObject({ topStyle: 'Bohemian', answers: boho, savedAt: '2026-01-02T00:00:00.000Z' });
      expect(await styleProfileOf(trx, { kind: 'user', id: 'u2' })).toBeNull();
      expect(await styleProfileOf(trx, { kind: 'visitor', id: 'u1' })).toBeNull();
      expect((await trx(styleProfilesTable).where({ owner_kind: 'user' }).first()).claimed_from).toBe('v1');
    }));

  it('answers the asker their own profile, the account’s before the browser’s, in one read; never another owner’s', () =>
    given(saved('visitor', 'v1', boho, '2026-01-02T00:00:00.000Z'), saved('user', 'u1', modern, '2026-01-02T01:00:00.000Z'), saved('visitor', 'v2', boho, '2026-01-02T02:00:00.000Z'), saved('user', 'u3', modern, '2026-01-02T03:00:00.000Z')).thenQuery(async (trx) => {
      const reads: string[] = [];
      trx.on('query', (q: { sql: string }) => reads.push(q.sql));
      // The account's own profile wins over the one its browser saved.
      expect(await styleProfileOfAsker(trx, { userId: 'u1', visitorId: 'v1' })).toMatchObject({ own: true, profile: { topStyle: 'Modern' } });
      // No account profile yet (the sign-in claim has not run): the browser's.
      expect(await styleProfileOfAsker(trx, { userId: 'u2', visitorId: 'v2' })).toMatchObject({ own: false, profile: { topStyle: 'Bohemian' } });
      // A visitor's own; a visitor never gets an account's profile, even one with their id.
      expect(await styleProfileOfAsker(trx, { userId: null, visitorId: 'v1' })).toMatchObject({ own: true, profile: { topStyle: 'Bohemian' } });
      expect(await styleProfileOfAsker(trx, { userId: null, visitorId: 'u1' })).toBeNull();
      expect(await styleProfileOfAsker(trx, { userId: 'u9', visitorId: 'v9' })).toBeNull();
      expect(reads).toHaveLength(5);
    }));
});
