import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import type { Role } from '../../domain/shared/messages';
import { hashPassword } from '../../infra/identity/secrets';
import { PageVisitor } from '../e2e/page-visitor';
import { loggedErrors, startTestApp } from '../support/http-app';

/**
 * The staff console's project page shows the room photos (issue 23, ADR 037):
 * GET /api/admin/needs/{id}/photos for staff only, each file through
 * /design/photo/…, which checks who asks again. Everyone else is refused.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
let errors: string[];
beforeAll(async () => {
  app = await startTestApp();
  errors = loggedErrors(app.runtime);
});

const system = { kind: 'system' } as const;
const password = 'correct horse battery';
let made = 0;
async function account(role: Role, name: string) {
  const userId = `cphotos-${name}-${++made}`;
  const email = `${userId}@example.com`;
  await app.runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await app.runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await app.runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword(password), roles: [role], username: name, verifiedBy: 'system' }, { actor: system });
  return new PageVisitor(app.base).signIn(email, password);
}

/** A bedroom project of this client with one captioned photo → its needId. */
async function projectWithPhoto(v: PageVisitor) {
  await v.get('/design/room');
  const chosen = await v.post('/design/room', { csrf: v.csrf, intent: 'next', count_3: '1' });
  const needId = new URL(chosen.location!, 'http://x').searchParams.get('needId')!;
  await v.get(`/design/upload?needId=${needId}`);
  const form = new FormData();
  for (const [k, val] of Object.entries({ csrf: v.csrf, intent: 'upload', formId: crypto.randomUUID(), captions: 'The bay window' })) form.append(k, val);
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c08040' } }).jpeg().toBuffer();
  form.append('photos', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'bay.jpg');
  const res = await fetch(`${app.base}/design/upload?needId=${needId}`, { method: 'POST', body: form, redirect: 'manual', headers: { cookie: v.cookie, origin: app.base } });
  expect(res.status).toBe(302);
  return needId;
}

const getFrom = (v: PageVisitor | null, path: string) => fetch(app.base + path, { headers: v ? { cookie: v.cookie } : {}, redirect: 'manual' });

describe('room photos in the staff console', () => {
  it('staff get the project’s photos and their files', async () => {
    const ann = await account('client', 'ann');
    const needId = await projectWithPhoto(ann);
    const staff = await account('staff', 'sam');
    const res = await getFrom(staff, `/api/admin/needs/${needId}/photos`);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.needId).toBe(needId);
    expect(data.photos).toHaveLength(1);
    expect(data.photos[0]).toMatchObject({ caption: 'The bay window', via: 'owner', width: 640, height: 480, url: expect.stringMatching(new RegExp(`^/design/photo/${needId}/[0-9a-f-]{36}$`)) });
    const file = await getFrom(staff, data.photos[0].url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(640);
    // An unknown or malformed project: 404.
    expect((await getFrom(staff, '/api/admin/needs/999999999/photos')).status).toBe(404);
    expect((await getFrom(staff, `/api/admin/needs/${encodeURIComponent("1' or 1=1")}/photos`)).status).toBe(404);
    expect(errors).toEqual([]);
  });

  it('nobody else lists them through the console call, and the files answer 404 to those who may not see them', async () => {
    const ann = await account('client', 'ann2');
    const needId = await projectWithPhoto(ann);
    const staff = await account('staff', 'sam2');
    const url = (await (await getFrom(staff, `/api/admin/needs/${needId}/photos`)).json()).data.photos[0].url as string;
    const salesman = await account('salesman', 'sal');
    const other = await account('client', 'bob');
    const designer = await account('designer', 'dee');
    for (const [who, v] of [['salesman', salesman], ['another client', other], ['a designer not on the project', designer]] as const) {
      const list = await getFrom(v, `/api/admin/needs/${needId}/photos`);
      expect([who, list.status]).toEqual([who, 403]);
      expect(await list.text()).not.toContain(url);
      expect([who, (await getFrom(v, url)).status]).toEqual([who, 404]);
    }
    // Signed out: 401 for the call, 404 for the file.
    expect((await getFrom(null, `/api/admin/needs/${needId}/photos`)).status).toBe(401);
    expect((await getFrom(null, url)).status).toBe(404);
    // The owner still sees their own photo (through their pages, not the console call).
    expect((await getFrom(ann, `/api/admin/needs/${needId}/photos`)).status).toBe(403);
    expect((await getFrom(ann, url)).status).toBe(200);
    expect(errors).toEqual([]);
  });
});
