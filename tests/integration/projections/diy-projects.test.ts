import { it } from 'vitest';
import { diyStream, type DiyProjectEvent } from '../../../domain/diy/diy-project';
import { diyProjectsProjection, diyProjectsTable } from '../../../projections/diy/projects';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

const t = diyProjectsTable;
const on = (diyId: string, event: Omit<GivenEvent<DiyProjectEvent>, 'streamId'>) => ({ ...event, streamId: diyStream(diyId) }) as GivenEvent<DiyProjectEvent>;
const startedBy = (diyId: string, owner: { kind: 'visitor'; visitorId: string } | { kind: 'client'; clientId: string }) =>
  on(diyId, { type: 'DiyProjectStarted', data: { diyId, owner, room: { roomTypeId: '3', name: 'Bedroom' }, startedAt: '2026-01-01T10:00:00.000Z' } });

describeProjection<DiyProjectEvent>(diyProjectsProjection, ({ given }) => {
  it("starts a draft for its owner (a visitor's or a client's) and room; the first start stands", () =>
    given(startedBy('d1', { kind: 'visitor', visitorId: 'v1' }), startedBy('d2', { kind: 'client', clientId: 'c1' }), startedBy('d1', { kind: 'client', clientId: 'c9' })).then({
      [t]: [
        { diy_id: 'd1', owner_kind: 'visitor', owner_id: 'v1', room_type_id: '3', room_name: 'Bedroom', status: 'DRAFT', answers: {}, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z', saved_at: null, need_package_id: null },
        { diy_id: 'd2', owner_kind: 'client', owner_id: 'c1', room_type_id: '3', room_name: 'Bedroom', status: 'DRAFT', answers: {}, created_at: '2026-01-01T10:00:00.000Z', updated_at: '2026-01-01T10:00:00.000Z', saved_at: null, need_package_id: null },
      ],
    }));

  it('keeps the latest answer to each step; a visitor signing in claims the project', () =>
    given(
      startedBy('d1', { kind: 'visitor', visitorId: 'v1' }),
      on('d1', { type: 'DiyStepAnswered', data: { diyId: 'd1', step: 'IMAGE', answer: { photoIds: ['p1'] }, answeredAt: '2026-01-01T10:01:00.000Z' } }),
      on('d1', { type: 'DiyStepAnswered', data: { diyId: 'd1', step: 'BUDGET', answer: { type: 'SAVVY' }, answeredAt: '2026-01-01T10:02:00.000Z' } }),
      on('d1', { type: 'DiyStepAnswered', data: { diyId: 'd1', step: 'IMAGE', answer: { photoIds: ['p2', 'p3'] }, answeredAt: '2026-01-01T10:03:00.000Z' } }),
      on('d1', { type: 'DiyProjectClaimed', data: { diyId: 'd1', visitorId: 'v1', clientId: 'c1', claimedAt: '2026-01-01T10:04:00.000Z' } }),
    ).then({ [t]: [{ diy_id: 'd1', owner_kind: 'client', owner_id: 'c1', answers: { IMAGE: { photoIds: ['p2', 'p3'] }, BUDGET: { type: 'SAVVY' } }, updated_at: '2026-01-01T10:04:00.000Z' }] }));

  it('saving makes a draft SAVED (again keeps it so); an upgrade names its design package', () =>
    given(
      startedBy('d1', { kind: 'client', clientId: 'c1' }),
      startedBy('d2', { kind: 'client', clientId: 'c1' }),
      on('d1', { type: 'DiyProjectSaved', data: { diyId: 'd1', savedAt: '2026-01-02T00:00:00.000Z' } }),
      on('d1', { type: 'DiyProjectSaved', data: { diyId: 'd1', savedAt: '2026-01-03T00:00:00.000Z' } }),
      on('d2', { type: 'DiyUpgraded', data: { diyId: 'd2', needPackageId: 'pk-7', upgradedAt: '2026-01-04T00:00:00.000Z' } }),
      on('d2', { type: 'DiyProjectSaved', data: { diyId: 'd2', savedAt: '2026-01-05T00:00:00.000Z' } }),
    ).then({
      [t]: [
        { diy_id: 'd1', status: 'SAVED', saved_at: '2026-01-03T00:00:00.000Z', updated_at: '2026-01-03T00:00:00.000Z', need_package_id: null },
        { diy_id: 'd2', status: 'UPGRADED', saved_at: '2026-01-05T00:00:00.000Z', updated_at: '2026-01-05T00:00:00.000Z', need_package_id: 'pk-7' },
      ],
    }));
});
