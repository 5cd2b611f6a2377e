import { describe, expect, it } from 'vitest';
import type { Actor } from '../shared/messages';
import { specFor } from '../shared/testing';
import { roomPhotoCode, roomPhotoLimits, type RoomPhoto, type RoomPhotosEvent } from './room-photos';
import { addRoomPhotosSchema, roomPhotosDecider, type RoomPhotosCommand } from './room-photos.decide';

const spec = specFor(roomPhotosDecider);
const needId = '123';
const owner = { kind: 'client' as const, clientId: 'ann' };
const ann: Actor = { kind: 'user', userId: 'ann', email: 'ann@example.com', roles: ['client'] };
const bob: Actor = { kind: 'user', userId: 'bob', email: 'bob@example.com', roles: ['client'] };
const phone: Actor = { kind: 'visitor', visitorId: 'phone' };
const at = (minutes: number) => new Date(Date.UTC(2026, 11, 1, 10, 0) + minutes * 60_000).toISOString();
const hash = (c: string) => c.repeat(64).slice(0, 64);
const id = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const photo = (i: number, n = needId): RoomPhoto => ({ photoId: id(i), key: `room-photos/${n}/${id(i)}.jpg`, contentType: 'image/jpeg', bytes: 1000, width: 100, height: 80, caption: '' });
const cmd = (type: RoomPhotosCommand['type'], data: Record<string, unknown>, actor: Actor = ann, now = at(0)) =>
  ({ type, data: { needId, ...data }, metadata: { commandId: 'c1', now, actor } }) as RoomPhotosCommand;
const added = (photos: RoomPhoto[], via: 'owner' | 'code' = 'owner', addedAt = at(0)): RoomPhotosEvent => ({ type: 'RoomPhotosAdded', data: { needId, photos, via, addedAt } });
const issued = (codeHash: string, issuedAt = at(0)): RoomPhotosEvent => ({
  type: 'RoomPhotoCodeIssued',
  data: { needId, codeHash, issuedAt, expiresAt: new Date(Date.parse(issuedAt) + roomPhotoCode.validMinutes * 60_000).toISOString() },
});

describe('a project’s room photos', () => {
  it('lets the owner add photos, and nobody else', () => {
    spec([]).when(cmd('AddRoomPhotos', { owner, photos: [photo(1), photo(2)] })).then([added([photo(1), photo(2)])]);
    spec([]).when(cmd('AddRoomPhotos', { owner, photos: [photo(1)] }, bob)).thenThrows('NEED_NOT_FOUND');
    spec([]).when(cmd('AddRoomPhotos', { owner, photos: [photo(1)] }, phone)).thenThrows('NEED_NOT_FOUND');
  });

  it(`keeps at most ${roomPhotoLimits.maxPhotos} photos; a deleted one makes room`, () => {
    const nine = added(Array.from({ length: 9 }, (_, i) => photo(i + 1)));
    spec([nine]).when(cmd('AddRoomPhotos', { owner, photos: [photo(10)] })).then([added([photo(10)])]);
    spec([nine]).when(cmd('AddRoomPhotos', { owner, photos: [photo(10), photo(11)] })).thenThrows('TOO_MANY_PHOTOS');
    const removed: RoomPhotosEvent = { type: 'RoomPhotoRemoved', data: { needId, photoId: id(1), key: photo(1).key, removedAt: at(1) } };
    spec([nine, removed]).when(cmd('AddRoomPhotos', { owner, photos: [photo(10), photo(11)] })).then([added([photo(10), photo(11)])]);
  });

  it(`limits churn to ${roomPhotoLimits.maxAddedPerDay} photos added a day (429)`, () => {
    const churn: RoomPhotosEvent[] = [];
    for (let i = 0; i < roomPhotoLimits.maxAddedPerDay; i++) {
      churn.push(added([photo(i)], 'owner', at(i)));
      churn.push({ type: 'RoomPhotoRemoved', data: { needId, photoId: id(i), key: photo(i).key, removedAt: at(i) } });
    }
    spec(churn).when(cmd('AddRoomPhotos', { owner, photos: [photo(99)] }, ann, at(60))).thenThrows('RATE_LIMITED');
    spec(churn).when(cmd('AddRoomPhotos', { owner, photos: [photo(99)] }, ann, at(24 * 60 + 1))).then([added([photo(99)], 'owner', at(24 * 60 + 1))]);
  });

  it('captions and removes only the owner’s existing photos', () => {
    spec([added([photo(1)])]).when(cmd('CaptionRoomPhoto', { owner, photoId: id(1), caption: 'North wall' })).then([
      { type: 'RoomPhotoCaptioned', data: { needId, photoId: id(1), caption: 'North wall', captionedAt: at(0) } },
    ]);
    spec([added([photo(1)])]).when(cmd('CaptionRoomPhoto', { owner, photoId: id(1), caption: '' })).then([]);
    spec([added([photo(1)])]).when(cmd('CaptionRoomPhoto', { owner, photoId: id(2), caption: 'x' })).thenThrows('PHOTO_NOT_FOUND');
    spec([added([photo(1)])]).when(cmd('RemoveRoomPhoto', { owner, photoId: id(1) }, bob)).thenThrows('NEED_NOT_FOUND');
    spec([added([photo(1)])]).when(cmd('RemoveRoomPhoto', { owner, photoId: id(1) })).then([{ type: 'RoomPhotoRemoved', data: { needId, photoId: id(1), key: photo(1).key, removedAt: at(0) } }]);
    spec([added([photo(1)])]).when(cmd('RemoveRoomPhoto', { owner, photoId: id(2) })).thenThrows('PHOTO_NOT_FOUND');
  });

  it('takes only keys under the project, named by the photo', () => {
    expect(addRoomPhotosSchema.safeParse({ needId, owner, photos: [photo(1)] }).success).toBe(true);
    expect(addRoomPhotosSchema.safeParse({ needId, owner, photos: [photo(1, '124')] }).success).toBe(false);
    expect(addRoomPhotosSchema.safeParse({ needId, owner, photos: [{ ...photo(1), key: photo(2).key }] }).success).toBe(false);
    expect(addRoomPhotosSchema.safeParse({ needId, owner, photos: [{ ...photo(1), key: `images/ann/${id(1)}.jpg` }] }).success).toBe(false);
    expect(addRoomPhotosSchema.safeParse({ needId, owner, photos: [] }).success).toBe(false);
  });
});

describe('the phone code', () => {
  const byCode = (codeHash: string, now: string, photos = [photo(5)]) => cmd('AddRoomPhotosByCode', { codeHash, photos }, phone, now);

  it('is issued by the owner only, valid 30 minutes, recorded as its hash', () => {
    spec([]).when(cmd('IssueRoomPhotoCode', { owner, codeHash: hash('a') })).then([issued(hash('a'))]);
    spec([]).when(cmd('IssueRoomPhotoCode', { owner, codeHash: hash('a') }, bob)).thenThrows('NEED_NOT_FOUND');
  });

  it('adds photos with the current code until it expires', () => {
    spec([issued(hash('a'))]).when(byCode(hash('a'), at(29))).then([added([photo(5)], 'code', at(29))]);
    spec([issued(hash('a'))]).when(byCode(hash('a'), at(30))).thenThrows('CODE_INVALID');
  });

  it('refuses a wrong code, and any code before one is issued', () => {
    spec([issued(hash('a'))]).when(byCode(hash('b'), at(1))).thenThrows('CODE_INVALID');
    spec([]).when(byCode(hash('a'), at(1))).thenThrows('CODE_INVALID');
  });

  it('stops the old code when a new one is issued, or when revoked', () => {
    spec([issued(hash('a')), issued(hash('b'), at(1))]).when(byCode(hash('a'), at(2))).thenThrows('CODE_INVALID');
    spec([issued(hash('a')), issued(hash('b'), at(1))]).when(byCode(hash('b'), at(2))).then([added([photo(5)], 'code', at(2))]);
    spec([issued(hash('a'))]).when(cmd('RevokeRoomPhotoCode', { owner })).then([{ type: 'RoomPhotoCodeRevoked', data: { needId, codeHash: hash('a'), revokedAt: at(0) } }]);
    spec([issued(hash('a')), { type: 'RoomPhotoCodeRevoked', data: { needId, codeHash: hash('a'), revokedAt: at(1) } }]).when(byCode(hash('a'), at(2))).thenThrows('CODE_INVALID');
    spec([]).when(cmd('RevokeRoomPhotoCode', { owner })).then([]);
  });

  it('keeps the photo limit for the phone too', () => {
    const ten = added(Array.from({ length: 10 }, (_, i) => photo(i + 10)));
    spec([issued(hash('a')), ten]).when(byCode(hash('a'), at(1))).thenThrows('TOO_MANY_PHOTOS');
  });

  it('uses an alphabet without look-alikes', () => {
    for (const c of '0O1IL2Z5S8B') expect(roomPhotoCode.alphabet).not.toContain(c);
    expect(new Set(roomPhotoCode.alphabet).size).toBe(roomPhotoCode.alphabet.length);
  });
});
