import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { identityCommands } from '../../domain/identity/commands';
import { roomPhotosCommands } from '../../domain/projects/room-photos.commands';
import { hashPassword } from '../../infra/identity/secrets';
import { roomPhotoCodeHash } from '../../app/projects/application/room-photos.server';
import { PageVisitor } from '../e2e/page-visitor';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';

/**
 * Room photos for a project's brief over real HTTP (issue 23): the client's
 * page (/design/upload) as a browser without scripts posts it, the phone's
 * page (/design/uploadcode) without any cookie, the photo files and the
 * project's JSON call.
 */
let app: Awaited<ReturnType<typeof startTestApp>>;
let errors: string[];
const logLines: string[] = [];
beforeAll(async () => {
  app = await startTestApp();
  errors = loggedErrors(app.runtime);
  // Every line the app logs, to show that no code is ever written there.
  for (const level of ['info', 'warn', 'error'] as const) {
    const write = app.runtime.logger[level].bind(app.runtime.logger);
    app.runtime.logger[level] = (msg, fields) => {
      logLines.push(`${msg} ${JSON.stringify(fields ?? {})}`);
      write(msg, fields);
    };
  }
});

const system = { kind: 'system' } as const;
const password = 'correct horse battery';
async function client(name: string) {
  const userId = `photos-${name}`;
  const email = `${userId}@example.com`;
  await app.runtime.execute(identityCommands.ClaimEmail, { email, userId }, { actor: system });
  await app.runtime.execute(identityCommands.ConfirmEmailClaim, { email, userId }, { actor: system });
  await app.runtime.execute(identityCommands.RegisterAccount, { userId, email, passwordHash: await hashPassword(password), roles: ['client'], username: name, verifiedBy: 'system' }, { actor: system });
  const v = await new PageVisitor(app.base).signIn(email, password);
  return { userId, email, v };
}

/** A bedroom project drafted from the room page → its needId. */
async function project(v: PageVisitor) {
  await v.get('/design/room');
  const chosen = await v.post('/design/room', { csrf: v.csrf, intent: 'next', count_3: '1' });
  expect(chosen.status).toBe(302);
  return new URL(chosen.location!, 'http://x').searchParams.get('needId')!;
}

/**
 * What a cookie-less page shows of a project: its owner, its room, or its id.
 * A need id is a short number, so it counts only where a page would put it
 * (a query, an attribute, a JSON value or a text node), not inside a nonce or
 * an asset hash where the same digits can turn up by chance.
 */
function leaks(html: string, email: string, needId: string): string[] {
  const idShown = [`needId=${needId}`, `"${needId}"`, `\\"${needId}\\"`, `>${needId}<`, `/${needId}/`].some((form) => html.includes(form));
  return [...[email, 'photos-eve', 'Bedroom'].filter((secret) => html.includes(secret)), ...(idShown ? [`need ${needId}`] : [])];
}

const jpeg = (w = 640, h = 480, colour = '#c08040') => sharp({ create: { width: w, height: h, channels: 3, background: colour } }).jpeg().toBuffer();
const png = (w = 300, h = 200) => sharp({ create: { width: w, height: h, channels: 4, background: '#3366ff80' } }).png().toBuffer();

/** A PNG whose header says 100000 × 100000 pixels (ten gigapixels from a few bytes). */
function hugePng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(100_000, 0);
  ihdr.writeUInt32BE(100_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.from('<script>alert(1)</script>')), chunk('IEND', Buffer.alloc(0))]);
}

type Part = { name: string; value: string } | { name: string; file: Buffer; filename: string; type: string };
async function multipart(path: string, parts: Part[], headers: Record<string, string>) {
  const form = new FormData();
  for (const p of parts) {
    if ('file' in p) form.append(p.name, new Blob([new Uint8Array(p.file)], { type: p.type }), p.filename);
    else form.append(p.name, p.value);
  }
  const res = await fetch(app.base + path, { method: 'POST', body: form, redirect: 'manual', headers });
  return { status: res.status, location: res.headers.get('location'), html: (await res.text()).replace(/<!-- -->/g, '').replace(/&#x27;|&#39;/g, "'") };
}
const upload = (v: PageVisitor, needId: string, files: Array<{ file: Buffer; filename: string; type?: string }>, formId = crypto.randomUUID()) =>
  multipart(
    `/design/upload?needId=${needId}`,
    [{ name: 'csrf', value: v.csrf }, { name: 'intent', value: 'upload' }, { name: 'formId', value: formId }, ...files.map((f) => ({ name: 'photos', file: f.file, filename: f.filename, type: f.type ?? 'image/jpeg' }))],
    { cookie: v.cookie, origin: app.base },
  );
const phone = (parts: Part[], address: string) => multipart('/design/uploadcode', parts, { 'x-forwarded-for': address, origin: app.base });

const photosOf = async (needId: string) => (await app.runtime.db('projects_room_photos_v1').where({ need_id: needId }).orderBy('position')).map((r) => ({ id: r.photo_id as string, caption: r.caption as string, via: r.via as string }));
const photoIdsIn = (html: string) => [...html.matchAll(/data-photo-id="([^"]+)"/g)].map((m) => m[1]);

async function issueCode(v: PageVisitor, needId: string) {
  await v.get(`/design/upload?needId=${needId}`);
  const res = await v.post(`/design/upload?needId=${needId}`, { csrf: v.csrf, intent: 'code' });
  expect(res.status).toBe(200);
  const code = res.html.match(/data-testid="room-photo-code-value">([A-Z0-9]+)</)?.[1];
  expect(code).toMatch(/^[A-Z0-9]{6}$/);
  expect(res.html).toContain(`${app.base}/design/uploadcode`);
  return code!;
}

describe('the client’s room photos', () => {
  it('uploads several photos, shows them, captions and deletes one; files only to the project’s people', async () => {
    const ann = await client('ann');
    const needId = await project(ann.v);
    const page = await ann.v.get(`/design/upload?needId=${needId}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('Photos of your room');
    expect(page.html).toContain('multipart/form-data');

    const res = await upload(ann.v, needId, [{ file: await jpeg(), filename: 'north wall.jpg' }, { file: await png(), filename: 'window.png', type: 'image/png' }]);
    expect(res.status).toBe(302);
    expect(res.location).toMatch(new RegExp(`^/design/uploadsuccess\\?needId=${needId}&packageId=pk[a-f0-9]{16}&added=2$`));
    const success = await ann.v.get(res.location!);
    expect(success.html).toContain('2 photos added to your brief');
    const ids = photoIdsIn(success.html);
    expect(ids).toHaveLength(2);
    expect((await photosOf(needId)).map((p) => p.id)).toEqual(ids);

    // The file: re-encoded as JPEG, for the owner only.
    const file = await fetch(`${app.base}/design/photo/${needId}/${ids[1]}`, { headers: { cookie: ann.v.cookie } });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/jpeg');
    expect(file.headers.get('cache-control')).toContain('private');
    expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).format).toBe('jpeg');
    expect((await fetch(`${app.base}/design/photo/${needId}/${ids[1]}`)).status).toBe(404);
    const key = (await app.runtime.db('projects_room_photos_v1').where({ photo_id: ids[1] }).first()).key as string;
    expect((await fetch(`${app.base}/files/${key}`)).status).toBe(404);

    // Caption, then delete.
    await ann.v.get(`/design/upload?needId=${needId}`);
    expect((await ann.v.post(`/design/upload?needId=${needId}`, { csrf: ann.v.csrf, intent: 'caption', photoId: ids[0]!, caption: 'North wall, the sofa stays' })).status).toBe(200);
    expect((await ann.v.post(`/design/upload?needId=${needId}`, { csrf: ann.v.csrf, intent: 'remove', photoId: ids[1]! })).status).toBe(200);
    expect(await photosOf(needId)).toEqual([{ id: ids[0], caption: 'North wall, the sofa stays', via: 'owner' }]);
    expect((await fetch(`${app.base}/design/photo/${needId}/${ids[1]}`, { headers: { cookie: ann.v.cookie } })).status).toBe(404);

    // The project's JSON call serves the photos' addresses to its client.
    const api = new ApiClient(app.base, null, '198.51.100.7');
    expect((await api.call('/client/login', { email: ann.email, password })).success).toBe(true);
    const got = await api.call('/need/getNeed', { needId });
    expect(got.data.roomPhotos).toEqual([expect.objectContaining({ photoId: ids[0], url: `/design/photo/${needId}/${ids[0]}`, caption: 'North wall, the sofa stays' })]);

    // A replayed upload form (same form id) stores nothing again.
    const formId = crypto.randomUUID();
    expect((await upload(ann.v, needId, [{ file: await jpeg(), filename: 'a.jpg' }], formId)).location).toMatch(/added=1$/);
    expect((await upload(ann.v, needId, [{ file: await jpeg(), filename: 'a.jpg' }], formId)).location).toMatch(/added=0$/);
    expect(await photosOf(needId)).toHaveLength(2);
  });

  it('refuses hostile files with a clear 400 and keeps nothing', async () => {
    const bea = await client('bea');
    const needId = await project(bea.v);
    await bea.v.get(`/design/upload?needId=${needId}`);
    const cases: Array<[Buffer, string, string, RegExp]> = [
      [Buffer.from('just some text, not a photo\n'.repeat(20)), 'notes.jpg', 'image/jpeg', /notes\.jpg: The file is not an image we can read\./],
      [hugePng(), 'huge.png', 'image/png', /huge\.png: The photo is too large \(at most 50 megapixels and 12000 pixels a side\)\./],
      // A polyglot: a PNG header over an HTML payload.
      [Buffer.concat([(await png()).subarray(0, 33), Buffer.from('<html><script>alert(document.cookie)</script></html>')]), 'poly.png', 'image/png', /poly\.png: The file is not an image we can read\./],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary'), 'old.gif', 'image/gif', /./],
    ];
    for (const [file, filename, type, message] of cases) {
      // One good photo beside the bad one: the whole post is refused.
      const res = await upload(bea.v, needId, [{ file: await jpeg(), filename: 'good.jpg' }, { file, filename, type }]);
      expect(res.status, filename).toBe(400);
      expect(res.html, filename).toMatch(message);
    }
    expect(await photosOf(needId)).toEqual([]);
    const stored = await app.runtime.db('es_events').where('stream_id', `room-photos-${needId}`).count<{ count: string }[]>('* as count');
    expect(Number(stored[0]!.count)).toBe(0);

    // A JPEG carrying a script after its end decodes: only its pixels are kept.
    const trailing = Buffer.concat([await jpeg(200, 100), Buffer.from('<script>alert(1)</script>')]);
    const ok = await upload(bea.v, needId, [{ file: trailing, filename: 'trail.jpg' }]);
    expect(ok.status).toBe(302);
    const [photo] = await photosOf(needId);
    const body = Buffer.from(await (await fetch(`${app.base}/design/photo/${needId}/${photo!.id}`, { headers: { cookie: bea.v.cookie } })).arrayBuffer());
    expect(body.includes(Buffer.from('<script'))).toBe(false);

    // Eleven photos: more than a project keeps.
    const eleven = await Promise.all(Array.from({ length: 11 }, async (_, i) => ({ file: await jpeg(50, 50), filename: `p${i}.jpg` })));
    const many = await upload(bea.v, needId, eleven);
    expect(many.status).toBe(400);
    expect(many.html).toContain('A project keeps at most 10 photos');
    expect(await photosOf(needId)).toHaveLength(1);
  });

  it('another client neither sees nor changes the photos', async () => {
    const cal = await client('cal');
    const dan = await client('dan');
    const needId = await project(cal.v);
    await cal.v.get(`/design/upload?needId=${needId}`);
    await upload(cal.v, needId, [{ file: await jpeg(), filename: 'room.jpg' }]);
    const [photo] = await photosOf(needId);
    expect((await dan.v.get(`/design/upload?needId=${needId}`)).status).toBe(404);
    expect((await dan.v.get(`/design/uploadsuccess?needId=${needId}`)).status).toBe(404);
    expect((await fetch(`${app.base}/design/photo/${needId}/${photo!.id}`, { headers: { cookie: dan.v.cookie } })).status).toBe(404);
    await dan.v.get('/design/room');
    expect((await dan.v.post(`/design/upload?needId=${needId}`, { csrf: dan.v.csrf, intent: 'remove', photoId: photo!.id })).status).toBe(404);
    expect((await dan.v.post(`/design/upload?needId=${needId}`, { csrf: dan.v.csrf, intent: 'code' })).status).toBe(404);
    expect((await upload(dan.v, needId, [{ file: await jpeg(), filename: 'x.jpg' }])).status).toBe(404);
    // Without the form token, or from another site: refused.
    expect((await cal.v.post(`/design/upload?needId=${needId}`, { intent: 'remove', photoId: photo!.id })).status).toBe(403);
    expect((await cal.v.post(`/design/upload?needId=${needId}`, { csrf: cal.v.csrf, intent: 'remove', photoId: photo!.id }, { origin: 'https://evil.example' })).status).toBe(403);
    const api = new ApiClient(app.base, null, '198.51.100.8');
    expect((await api.call('/client/login', { email: dan.email, password })).success).toBe(true);
    expect((await api.call('/need/getNeed', { needId })).status).toBe(404);
    expect(await photosOf(needId)).toHaveLength(1);
  });
});

describe('photos from a phone with a code', () => {
  it('a cookie-less phone adds photos with the code, sees nothing of the project; old, expired and wrong codes are refused', async () => {
    const eve = await client('eve');
    const needId = await project(eve.v);
    const code = await issueCode(eve.v, needId);

    // The phone's page shows nothing about any project.
    const blank = await fetch(`${app.base}/design/uploadcode`);
    expect(blank.status).toBe(200);
    const checked = await phone([{ name: 'intent', value: 'check' }, { name: 'code', value: code.toLowerCase().replace(/^(...)/, '$1-') }], '192.0.2.10');
    expect(checked.status).toBe(200);
    expect(checked.html).toContain('Code accepted');
    expect(leaks(checked.html, eve.email, needId)).toEqual([]);

    const sent = await phone([{ name: 'intent', value: 'upload' }, { name: 'code', value: code }, { name: 'formId', value: crypto.randomUUID() }, { name: 'photos', file: await jpeg(800, 600, '#406080'), filename: 'IMG_0001.jpg', type: 'image/jpeg' }], '192.0.2.10');
    expect(sent.status).toBe(200);
    expect(sent.html).toContain('1 photo sent');
    expect(leaks(sent.html, eve.email, needId)).toEqual([]);
    expect(await photosOf(needId)).toEqual([expect.objectContaining({ via: 'code' })]);
    // The client sees the phone's photo.
    const page = await eve.v.get(`/design/upload?needId=${needId}`);
    expect(photoIdsIn(page.html)).toEqual((await photosOf(needId)).map((p) => p.id));
    // (The client's own page does name the project: the check above can see it.)
    expect(leaks(page.html, eve.email, needId)).toContain(`need ${needId}`);

    // A new code replaces the old one.
    const second = await issueCode(eve.v, needId);
    const old = await phone([{ name: 'intent', value: 'upload' }, { name: 'code', value: code }, { name: 'photos', file: await jpeg(), filename: 'b.jpg', type: 'image/jpeg' }], '192.0.2.11');
    expect(old.status).toBe(400);
    expect(old.html).toContain('That code is not valid or has expired.');
    // Stopped: the new one no longer works either.
    await eve.v.get(`/design/upload?needId=${needId}`);
    expect((await eve.v.post(`/design/upload?needId=${needId}`, { csrf: eve.v.csrf, intent: 'revoke' })).status).toBe(200);
    const revoked = await phone([{ name: 'intent', value: 'check' }, { name: 'code', value: second }], '192.0.2.11');
    expect(revoked.status).toBe(400);
    expect(revoked.html).toContain('That code is not valid or has expired.');

    // A code issued 31 minutes ago has expired.
    const stale = 'ACDEFG';
    await app.runtime.execute(roomPhotosCommands.IssueRoomPhotoCode, { needId, owner: { kind: 'client', clientId: eve.userId }, codeHash: roomPhotoCodeHash(app.runtime, stale) }, { actor: { kind: 'user', userId: eve.userId, email: eve.email, roles: ['client'] }, now: new Date(Date.now() - 31 * 60_000) }, { waitFor: ['projects-room-photos'] });
    const expired = await phone([{ name: 'intent', value: 'check' }, { name: 'code', value: stale }], '192.0.2.11');
    expect(expired.status).toBe(400);
    expect(expired.html).toContain('That code is not valid or has expired.');

    // A forged post from another site changes nothing.
    const third = await issueCode(eve.v, needId);
    const forged = await multipart('/design/uploadcode', [{ name: 'intent', value: 'upload' }, { name: 'code', value: third }, { name: 'photos', file: await jpeg(), filename: 'f.jpg', type: 'image/jpeg' }], { 'x-forwarded-for': '192.0.2.12', origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    // A replayed post (same form id) adds nothing twice.
    const formId = crypto.randomUUID();
    const parts: Part[] = [{ name: 'intent', value: 'upload' }, { name: 'code', value: third }, { name: 'formId', value: formId }, { name: 'photos', file: await jpeg(), filename: 'r.jpg', type: 'image/jpeg' }];
    expect((await phone(parts, '192.0.2.12')).html).toContain('1 photo sent');
    expect((await phone(parts, '192.0.2.12')).html).toContain('These photos were already sent.');
    expect(await photosOf(needId)).toHaveLength(2);
    // The code only adds: no delete or caption on the phone's page.
    expect((await phone([{ name: 'intent', value: 'remove' }, { name: 'code', value: third }], '192.0.2.12')).status).toBe(400);
    expect(await photosOf(needId)).toHaveLength(2);

    // No code, in clear, in the event log, the command log, the read models or the app's logs.
    for (const c of [code, second, third]) {
      const inEvents = await app.runtime.db.raw(`SELECT count(*)::int AS n FROM es_events WHERE data::text ILIKE ? OR metadata::text ILIKE ?`, [`%${c}%`, `%${c}%`]);
      expect(inEvents.rows[0].n, c).toBe(0);
      const inCommands = await app.runtime.db.raw(`SELECT count(*)::int AS n FROM es_commands WHERE command_id ILIKE ? OR result::text ILIKE ?`, [`%${c}%`, `%${c}%`]);
      expect(inCommands.rows[0].n, c).toBe(0);
      for (const table of ['projects_room_photos_v1', 'projects_room_photo_codes_v1']) {
        const rows = await app.runtime.db.raw(`SELECT count(*)::int AS n FROM ${table} t WHERE row_to_json(t)::text ILIKE ?`, [`%${c}%`]);
        expect(rows.rows[0].n, `${table} ${c}`).toBe(0);
      }
      expect(logLines.filter((l) => l.includes(c))).toEqual([]);
    }
    const issued = await app.runtime.db('es_events').where({ stream_id: `room-photos-${needId}`, type: 'RoomPhotoCodeIssued' });
    expect(issued.length).toBe(4);
    for (const e of issued) expect(Object.keys(typeof e.data === 'string' ? JSON.parse(e.data) : e.data).sort()).toEqual(['codeHash', 'expiresAt', 'issuedAt', 'needId']);
  });

  it('throttles wrong codes by address, and a throttled address is refused even a right code', async () => {
    const fay = await client('fay');
    const needId = await project(fay.v);
    const code = await issueCode(fay.v, needId);
    const wrong = code === 'AAAAAA' ? 'CCCCCC' : 'AAAAAA';
    const tries = [];
    for (let i = 0; i < 5; i++) tries.push((await phone([{ name: 'intent', value: 'check' }, { name: 'code', value: wrong }], '192.0.2.50')).status);
    expect(tries).toEqual([400, 400, 400, 400, 400]);
    const throttled = await phone([{ name: 'intent', value: 'check' }, { name: 'code', value: code }], '192.0.2.50');
    expect(throttled.status).toBe(429);
    expect(throttled.html).toContain('Too many codes tried from here.');
    // Another address is not held back by it.
    expect((await phone([{ name: 'intent', value: 'check' }, { name: 'code', value: code }], '192.0.2.51')).status).toBe(200);
    expect(errors).toEqual([]);
  });
});
