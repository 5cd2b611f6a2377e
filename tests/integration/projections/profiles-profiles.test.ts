import { it } from 'vitest';
import { designerChoiceStream, type DesignerChoiceEvent } from '../../../domain/profiles/designer-choice';
import { profileStream, type ProfileEvent } from '../../../domain/profiles/profile';
import { designerChoicesTable, profilesProjection, profilesTable } from '../../../projections/profiles/profiles';
import { describeProjection } from '../../support/projection-spec';

const saved = (handle: string, isPublic: boolean, at: string) => ({ type: 'ProfileSaved' as const, streamId: profileStream('u1'), data: { userId: 'u1', handle, bio: 'Hi', public: isPublic, kind: 'client' as const, savedAt: at } });

describeProjection<ProfileEvent | DesignerChoiceEvent>(profilesProjection, ({ given }) => {
  it('keeps one row per user: the latest handle (and its lowercase), bio and whether it is public', () =>
    given(saved('Ada.Home', false, '2026-01-01T00:00:00.000Z'), saved('Ada.New', true, '2026-01-02T00:00:00.000Z')).then({
      [profilesTable]: [{ user_id: 'u1', handle: 'Ada.New', handle_lower: 'ada.new', bio: 'Hi', public: true, kind: 'client', updated_at: '2026-01-02T00:00:00.000Z' }],
    }));

  it('keeps the designer a client chose for each project, the latest choice', () =>
    given(
      { type: 'DesignerChosen', streamId: designerChoiceStream('7'), data: { needId: '7', clientId: 'c1', designerId: 'd1', chosenAt: '2026-01-01T00:00:00.000Z' } },
      { type: 'DesignerChosen', streamId: designerChoiceStream('7'), data: { needId: '7', clientId: 'c1', designerId: 'd2', chosenAt: '2026-01-02T00:00:00.000Z' } },
    ).then({
      [designerChoicesTable]: [{ need_id: '7', client_id: 'c1', designer_id: 'd2', chosen_at: '2026-01-02T00:00:00.000Z' }],
    }));
});
