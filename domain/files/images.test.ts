import { describe, expect, it } from 'vitest';
import { specFor } from '../shared/testing';
import type { Actor } from '../shared/messages';
import { filesEventTypes, uploadLimits, type FilesEvent } from './images';
import { filesDecider, ownerOf, storeImageSchema, type FilesCommand } from './images.decide';

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
    expect(filesEventTypes).toEqual(['ImageStored']);
  });
});
