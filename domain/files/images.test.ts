import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import { filesEventTypes, stagedLimits, uploadLimits, type FilesEvent } from './images';
import { assertMayStoreImage, filesDecider, maxUploadBytes, ownerOf, storeImageSchema, type FilesCommand } from './images.decide';

const user: Actor = { kind: 'user', userId: 'u1', email: 'ann@example.com', roles: ['client'] };
const visitor: Actor = { kind: 'visitor', visitorId: 'v1' };
const spec = specFor(filesDecider);
const uuid = '0b6f2c1e-8a4d-4c1b-9f7e-2d3c4b5a6f70';
const data = (ownerId = 'u1') => ({ ownerId, key: `images/${ownerId}/${uuid}.png`, kind: 'upload' as const, contentType: 'image/png' as const, bytes: 100, width: 10, height: 10, boardId: null });
const store = (actor: Actor, now: string, ownerId = 'u1'): FilesCommand => ({ type: 'StoreImage', data: data(ownerId), metadata: { commandId: 'c', now, actor } });
const stored = (at: string, ownerId = 'u1'): FilesEvent => ({ type: 'ImageStored', data: { ...data(ownerId), storedAt: at } });
const minutes = (m: number) => new Date(Date.UTC(2026, 10, 22, 10, 0) + m * 60_000).toISOString();

describe('storing images', () => {
  it('records an image under its owner, stamped with the command’s clock', () => {
    spec([]).when(store(user, minutes(0))).then([stored(minutes(0))]);
    spec([]).when(store(visitor, minutes(0), 'v1')).then([stored(minutes(0), 'v1')]);
  });

  it('refuses storing under another owner’s id', () => {
    spec([]).when(store(user, minutes(0), 'u2')).thenThrows('FORBIDDEN');
    spec([]).when(store(visitor, minutes(0), 'u1')).thenThrows('FORBIDDEN');
  });

  it.each([
    ['a user', user, 'u1', uploadLimits.user],
    ['a visitor', visitor, 'v1', uploadLimits.visitor],
  ])('limits %s to their number of images per 10 minutes', (_, actor, owner, limit) => {
    const full = Array.from({ length: limit }, (_, i) => stored(minutes(i / limit), owner));
    spec(full).when(store(actor, minutes(5), owner)).thenThrows('RATE_LIMITED');
    // Once the window has passed the oldest, one more is fine.
    spec(full).when(store(actor, minutes(10.5), owner)).then([stored(minutes(10.5), owner)]);
    spec(full.slice(1)).when(store(actor, minutes(5), owner)).then([stored(minutes(5), owner)]);
  });

  it('takes only keys the app makes, under the owner’s own folder', () => {
    expect(storeImageSchema.safeParse(data()).success).toBe(true);
    expect(storeImageSchema.safeParse({ ...data(), key: `images/u2/${uuid}.png` }).success).toBe(false);
    expect(storeImageSchema.safeParse({ ...data(), key: `images/u1/../x.png` }).success).toBe(false);
    expect(storeImageSchema.safeParse({ ...data(), key: `images/u1/${uuid}.svg` }).success).toBe(false);
    expect(storeImageSchema.safeParse({ ...data(), contentType: 'image/svg+xml' }).success).toBe(false);
  });

  it('names the owner of an actor', () => {
    expect([ownerOf(user), ownerOf(visitor), ownerOf({ kind: 'system' })]).toEqual(['u1', 'v1', null]);
    expect(filesEventTypes).toEqual(['ImageStored', 'UploadStaged', 'StagedUploadDiscarded']);
  });
});

describe('uploads waiting to be confirmed (issue 20)', () => {
  const key = (i: number, owner = 'v1') => `images/${owner}/0b6f2c1e-8a4d-4c1b-9f7e-2d3c4b5a6f${String(i).padStart(2, '0')}.png`;
  const stage = (actor: Actor, i: number, bytes: number, owner = 'v1'): FilesCommand => ({
    type: 'StageUpload',
    data: { ownerId: owner, key: key(i, owner), contentType: 'image/png', bytes, expiresAt: minutes(5) },
    metadata: { commandId: `s${i}`, now: minutes(0), actor },
  });
  const staged = (i: number, bytes: number, owner = 'v1'): FilesEvent => ({
    type: 'UploadStaged',
    data: { ownerId: owner, key: key(i, owner), contentType: 'image/png', bytes, expiresAt: minutes(5), stagedAt: minutes(0) },
  });
  const mb = 1024 * 1024;
  const system: Actor = { kind: 'system' };
  const discard = (i: number, actor: Actor = system): FilesCommand => ({ type: 'DiscardStagedUpload', data: { ownerId: 'v1', key: key(i) }, metadata: { commandId: `d${i}`, now: minutes(7), actor } });

  it('lets a visitor stage up to 20 MB and refuses the upload that would pass it (429)', () => {
    expect(stagedLimits.visitor).toBe(20 * mb);
    const four = [1, 2, 3, 4].map((i) => staged(i, 5 * mb));
    spec(four.slice(0, 3)).when(stage(visitor, 4, 5 * mb)).then([four[3]]);
    spec(four).when(stage(visitor, 5, 1)).thenThrows('RATE_LIMITED');
    spec([staged(1, maxUploadBytes), staged(2, maxUploadBytes)]).when(stage(visitor, 3, 1)).thenThrows('RATE_LIMITED');
  });

  it('lets a signed-in user stage up to 50 MB', () => {
    const ten = Array.from({ length: 10 }, (_, i) => staged(i, 5 * mb, 'u1'));
    spec(ten.slice(0, 9)).when(stage(user, 9, 5 * mb, 'u1')).then([ten[9]]);
    spec(ten).when(stage(user, 10, 1, 'u1')).thenThrows('RATE_LIMITED');
  });

  it('frees the allowance when an upload is confirmed (stored under its key) or swept', () => {
    const four = [1, 2, 3, 4].map((i) => staged(i, 5 * mb));
    const confirmed: FilesEvent = { type: 'ImageStored', data: { ...data('v1'), key: key(2), storedAt: minutes(1) } };
    spec([...four, confirmed]).when(stage(visitor, 5, 5 * mb)).then([staged(5, 5 * mb)]);
    const swept: FilesEvent = { type: 'StagedUploadDiscarded', data: { ownerId: 'v1', key: key(3), discardedAt: minutes(7) } };
    spec([...four, swept]).when(stage(visitor, 5, 5 * mb)).then([staged(5, 5 * mb)]);
  });

  it('records a sweep once, and only the system sweeps', () => {
    spec([staged(1, 10)]).when(discard(1)).then([{ type: 'StagedUploadDiscarded', data: { ownerId: 'v1', key: key(1), discardedAt: minutes(7) } }]);
    spec([staged(1, 10), { type: 'StagedUploadDiscarded', data: { ownerId: 'v1', key: key(1), discardedAt: minutes(7) } }]).when(discard(1)).then([]);
    spec([staged(1, 10)]).when(discard(1, visitor)).thenThrows('FORBIDDEN');
  });

  it('refuses staging under another owner’s id', () => {
    spec([]).when(stage(visitor, 1, 10, 'v2')).thenThrows('FORBIDDEN');
  });

  it('says before costly work whether one more image may be stored', () => {
    const full = Array.from({ length: uploadLimits.visitor }, (_, i) => stored(minutes(i / 100), 'v1'));
    const state = full.reduce(filesDecider.evolve, filesDecider.initialState());
    expect(() => assertMayStoreImage(state, visitor, minutes(1))).toThrow(/uploaded many images/);
    expect(() => assertMayStoreImage(state, visitor, minutes(11))).not.toThrow();
    expect(() => assertMayStoreImage(state, system, minutes(1))).not.toThrow();
  });
});
