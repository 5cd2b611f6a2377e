import sharp from 'sharp';
import { renderById } from '../../projections/renders/render-jobs';
import { describe, expect, it } from 'vitest';
import { filesDecider } from '../../domain/files/images.decide';
import { filesStream } from '../../domain/files/images';
import { rendersStream } from '../../domain/renders/render-jobs';
import { rendersDecider } from '../../domain/renders/render-jobs.decide';
import { signedInClient, signedInStaff } from '../support/clients';
import { rawSocket } from '../support/canvas';
import { startFakeReplicate } from '../support/fake-replicate';
import { loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * AI renders through Replicate's predictions API (the official client) against
 * a local server speaking it: success, a provider error retried, a timeout
 * retried, a duplicated webhook (nothing changes), a forged one (refused) —
 * and the bad inputs: a non-image or huge upload, markup in the notes, another
 * user's photo or render, over quota.
 */
const token = 'r8_test_token_never_logged_123';
const secret = `whsec_${Buffer.from('a test webhook signing secret!!').toString('base64')}`;
const fakeReplicate = startFakeReplicate({ token, secret });
const appWith = async (timeoutMs: number) => {
  const fake = await fakeReplicate;
  const { runtime, base } = await startTestApp({
    RENDER_PROVIDER: 'replicate',
    REPLICATE_API_TOKEN: token,
    REPLICATE_API_URL: fake.apiUrl,
    REPLICATE_WEBHOOK_SECRET: secret,
    REPLICATE_MODEL: 'roomcraft/interior-test',
    RENDER_TIMEOUT_MS: String(timeoutMs),
    RENDER_RETRY_BASE_MS: '50',
    LOG_LEVEL: 'debug',
  });
  return { fake, runtime, base, errors: loggedErrors(runtime) };
};
// An attempt's timeout far longer than any test step, so a loaded machine never starts a second attempt
// where a test expects one; the timeout test has its own app with a short one.
const ready = appWith(120_000);

const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();

async function render(client: { base: string; token: string | null; address: string }, fields: Record<string, string>, file?: { bytes: Buffer; type: string; name: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${client.base}/api/aiGenerateRecordNew`, { method: 'POST', headers: { authorization: client.token!, 'x-forwarded-for': client.address }, body: form });
  const text = await res.text();
  // A body over the server's limit is refused before the app reads it (a plain-text 413).
  const json = text.startsWith('{') ? (JSON.parse(text) as { success: boolean; data: any; message: string }) : { success: false, data: null, message: text };
  return { status: res.status, ...json };
}
const bedroom = { roomType: 'Bedroom', style: 'Coastal', prompt: 'light oak floor' };

/** Polls (bounded) until the render shows `status`. */
async function until(client: Awaited<ReturnType<typeof signedInClient>>, id: string, status: string, timeoutMs = 30_000, app = ready) {
  const { runtime } = await app;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await settled(runtime);
    const got = await client.call(`/aiRender/get?id=${id}`);
    if (got.data?.status === status) return got.data;
    if (Date.now() > deadline) throw new Error(`render ${id} is ${got.data?.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
const versionOf = async (userId: string) => (await (await ready).runtime.loadAggregate(rendersDecider, rendersStream(userId))).version;
/** The jobs in the owner's stream (the process appends to running ones meanwhile; a refused request adds none). */
const jobsOf = async (userId: string) => Object.keys((await (await ready).runtime.loadAggregate(rendersDecider, rendersStream(userId))).state.jobs).length;

describe('AI renders through Replicate', () => {
  it('success: the photo goes to the model with the prompt, the signed webhook brings the picture, stored and costed; a duplicate changes nothing; a forged one is refused', async () => {
    const { fake, runtime, base } = await ready;
    const ada = await signedInClient(runtime, base, 'rr-ada');
    // Counted before the request: the render process may create the prediction before the call answers.
    const before = fake.predictions.length;
    const asked = await render(ada, bedroom, { bytes: await photo(), type: 'image/jpeg', name: 'room.jpg' });
    expect(asked).toMatchObject({ status: 200, success: true, data: { status: 'requested' } });
    const id = asked.data.renderId as string;
    const [prediction] = (await fake.waitForPredictions(before + 1)).slice(before);
    expect(prediction.model).toBe('roomcraft/interior-test');
    expect(prediction.input.image).toMatch(/^data:image\/jpeg;base64,/);
    expect(prediction.input.prompt).toContain('coastal style bedroom');
    expect(prediction.input.prompt).toContain('light oak floor');
    expect(prediction.webhook).toContain(`render=${id}`);
    await until(ada, id, 'running');

    // Forged: another secret, a stale timestamp, no signature — 401, nothing changes.
    const version = await versionOf(ada.userId);
    expect((await fake.deliver(prediction, base, { status: 'succeeded', secret: `whsec_${Buffer.from('not the secret at all').toString('base64')}` })).status).toBe(401);
    expect((await fake.deliver(prediction, base, { status: 'succeeded', timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    expect((await fake.deliver(prediction, base, { status: 'succeeded', signature: 'v1,AAAA' })).status).toBe(401);
    await settled(runtime);
    expect(await versionOf(ada.userId)).toBe(version);

    const first = await fake.deliver(prediction, base, { status: 'succeeded', predictTime: 2 });
    expect(first.status).toBe(200);
    const done = await until(ada, id, 'succeeded');
    expect(done.imageUrl).toBeTruthy();
    expect(done.costCents).toBe(1); // 2 s × 1,400 micro-dollars = $0.0028, shown rounded up to a cent
    // The picture and the room photo are the owner's alone until shared: not by link, not through the public file route.
    expect(done.imageUrl).toBe(`/media/ai-renders/${id}/picture`);
    expect(done.photoUrl).toBe(`/media/ai-renders/${id}/photo`);
    const picture = await fetch(new URL(done.imageUrl, base), { headers: { authorization: ada.token! } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await fetch(new URL(done.photoUrl, base), { headers: { authorization: ada.token! } })).status).toBe(200);
    expect((await fetch(new URL(done.imageUrl, base))).status).toBe(404);
    expect((await fetch(new URL(done.photoUrl, base))).status).toBe(404);
    const row = await renderById(runtime.db, id);
    expect(row!.outputKey).toMatch(new RegExp(`^ai-renders/${ada.userId}/render-`));
    expect(row!.photoKey).toMatch(new RegExp(`^ai-renders/${ada.userId}/`));
    expect((await fetch(`${base}/files/${row!.outputKey}`)).status).toBe(404);
    expect((await fetch(`${base}/files/${row!.photoKey}`)).status).toBe(404);
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(96);

    // Duplicated: the same webhook again, and the same outcome under a new id — nothing changes.
    const after = await versionOf(ada.userId);
    expect((await fake.deliver(prediction, base, { status: 'succeeded', webhookId: first.webhookId })).status).toBe(200);
    expect((await fake.deliver(prediction, base, { status: 'failed' })).status).toBe(200);
    await settled(runtime);
    expect(await versionOf(ada.userId)).toBe(after);
    expect((await ada.call(`/aiRender/get?id=${id}`)).data.status).toBe('succeeded');

    // Shop the render (the detection context's render source): its owner opens it; another user: not found.
    const bob = await signedInClient(runtime, base, 'rr-bob');
    expect((await ada.call(`/common/getObjectDetect?imgId=${id}`)).data).toMatchObject({ image: { url: done.imageUrl }, detected: false, objects: [] });
    expect((await bob.call(`/common/getObjectDetect?imgId=${id}`)).status).toBe(404);
    expect((await fetch(`${base}/design/ai/detection/${id}`, { headers: { authorization: ada.token! } })).status).toBe(200);

    // Another user: not found until it is shared; then in the public gallery.
    expect((await bob.call(`/aiRender/get?id=${id}`)).status).toBe(404);
    expect((await bob.call('/gnn/getRenderingList')).data).toEqual({ total: 0, list: [] });
    expect((await ada.call('/gnn/getRenderingList')).data.list.map((r: { renderId: string }) => r.renderId)).toEqual([id]);
    expect((await bob.call('/aiRender/share', { id, shared: true })).status).toBe(404);
    expect((await fetch(new URL(done.imageUrl, base), { headers: { authorization: bob.token! } })).status).toBe(404);
    expect((await ada.call('/aiRender/share', { id, shared: true })).success).toBe(true);
    // Shared and done: its pictures are the public gallery's.
    expect((await fetch(new URL(done.imageUrl, base))).status).toBe(200);
    expect((await fetch(new URL(done.photoUrl, base), { headers: { authorization: bob.token! } })).status).toBe(200);
    const shared = await bob.call(`/aiRender/get?id=${id}`);
    expect(shared.data).toMatchObject({ renderId: id, mine: false });
    expect(shared.data.costCents).toBeUndefined();
    expect((await bob.call('/aiRender/listShared')).data.list.map((r: { renderId: string }) => r.renderId)).toContain(id);

    // Staff see it in the console with its cost, no storage keys; clients do not.
    const staff = await signedInStaff(runtime, base);
    const listed = await staff.call(`/admin/renders?${new URLSearchParams({ filter: JSON.stringify({ status: 'succeeded', ownerId: ada.userId }) })}`);
    expect(listed.data.list).toEqual([expect.objectContaining({ id, ownerId: ada.userId, provider: 'replicate', plan: 'free', status: 'succeeded', attempt: 1, totalCostMicros: 2800, costCents: 1, hasPicture: true, shared: true })]);
    expect(JSON.stringify(listed.data)).not.toContain('ai-renders/');
    expect((await staff.call(`/admin/renders/${id}`)).data).toMatchObject({ renderId: id, roomType: 'Bedroom', style: 'Coastal' });
    expect((await staff.call('/admin/renders/nope')).status).toBe(404);
    expect((await staff.call(`/admin/renders?${new URLSearchParams({ filter: JSON.stringify({ status: 'exploded' }) })}`)).status).toBe(400);
    expect((await ada.call('/admin/renders')).status).toBe(403);
    expect((await ada.call(`/admin/renders/${id}`)).status).toBe(403);
  });

  it('failure and timeout: a provider error and an attempt with no answer are retried (bounded); three failures fail the job', async () => {
    const timing = appWith(4000);
    const { fake, runtime, base } = await timing;
    const cy = await signedInClient(runtime, base, 'rr-cy');
    // The create call fails once with a 500: the next attempt starts after the backoff.
    fake.failNext(500);
    const before = fake.predictions.length;
    const id = (await render(cy, { roomType: 'Kitchen', style: 'Modern' }, { bytes: await photo(), type: 'image/jpeg', name: 'k.jpg' })).data.renderId as string;
    const [second] = (await fake.waitForPredictions(before + 1)).slice(before);
    expect(second.webhook).toContain('attempt=2');
    // Attempt 2 gets no answer: its timeout gives it up and attempt 3 starts.
    const [third] = (await fake.waitForPredictions(before + 2)).slice(before + 1);
    expect(third.webhook).toContain('attempt=3');
    // A late answer for attempt 2 changes nothing; attempt 3 fails at the provider: the job fails.
    expect((await fake.deliver(second, base, { status: 'succeeded' })).status).toBe(200);
    expect((await fake.deliver(third, base, { status: 'failed', predictTime: 1 })).status).toBe(200);
    const failed = await until(cy, id, 'failed', 30_000, timing);
    expect(failed.reason).toBe('The image service could not make this render');
    expect(failed.imageUrl).toBeNull();
  }, 60_000);

  it('cancel: a running render’s prediction is cancelled at Replicate too; its late answer changes nothing', async () => {
    const { fake, runtime, base } = await ready;
    const gus = await signedInClient(runtime, base, 'rr-gus');
    // Gus's inbox socket follows the render live (the Generating page reloads on these); Bob's hears nothing of it.
    const socket = await rawSocket(base, '/ws/inbox', { authorization: gus.token! });
    await socket.box.next((m) => m.type === 'welcome');
    const bob = await signedInClient(runtime, base, 'rr-bob2');
    const bobs = await rawSocket(base, '/ws/inbox', { authorization: bob.token! });
    await bobs.box.next((m) => m.type === 'welcome');
    const before = fake.predictions.length;
    const id = (await render(gus, bedroom, { bytes: await photo(), type: 'image/jpeg', name: 'g.jpg' })).data.renderId as string;
    const [prediction] = (await fake.waitForPredictions(before + 1)).slice(before);
    await until(gus, id, 'running');
    expect(await socket.box.next((m) => m.type === 'render' && m.renderId === id && m.status === 'running')).toMatchObject({ attempt: 1 });
    expect((await gus.call('/aiRender/cancel', { id })).success).toBe(true);
    await settled(runtime);
    expect(fake.cancelled).toContain(prediction.id);
    expect((await fake.deliver(prediction, base, { status: 'succeeded' })).status).toBe(200);
    await settled(runtime);
    expect((await gus.call(`/aiRender/get?id=${id}`)).data).toMatchObject({ status: 'cancelled', imageUrl: null });
    await socket.box.next((m) => m.type === 'render' && m.renderId === id && m.status === 'cancelled');
    expect(bobs.box.seen.filter((m) => m.type === 'render')).toEqual([]);
    socket.close();
    bobs.close();
  });

  it('bad input: a non-image, a huge upload, markup in the notes, a bad room type, another user’s photo — clear 4xx, nothing changed', async () => {
    const { runtime, base } = await ready;
    const dee = await signedInClient(runtime, base, 'rr-dee');
    const eve = await signedInClient(runtime, base, 'rr-eve');
    const files = async () => (await runtime.loadAggregate(filesDecider, filesStream(dee.userId))).version;
    const filesBefore = await files();
    const notImage = await render(dee, bedroom, { bytes: Buffer.from('%PDF-1.4 not a picture'), type: 'image/jpeg', name: 'room.jpg' });
    expect(notImage).toMatchObject({ status: 400, success: false, message: 'The file is not an image we can read.' });
    const huge = await render(dee, bedroom, { bytes: Buffer.alloc(11 * 1024 * 1024, 1), type: 'image/jpeg', name: 'huge.jpg' });
    expect(huge.status).toBeGreaterThanOrEqual(400);
    expect(huge.status).toBeLessThan(500);
    const markup = await render(dee, { ...bedroom, prompt: '<script>alert(1)</script>' }, { bytes: await photo(), type: 'image/jpeg', name: 'room.jpg' });
    expect(markup).toMatchObject({ status: 400, message: expect.stringContaining('without markup') });
    const room = await render(dee, { ...bedroom, roomType: 'Garage' }, { bytes: await photo(), type: 'image/jpeg', name: 'room.jpg' });
    expect(room).toMatchObject({ status: 400, message: expect.stringContaining('Please choose the room type') });
    // Eve's own upload, asked for by Dee: not found.
    const eves = await render(eve, bedroom, { bytes: await photo(), type: 'image/jpeg', name: 'e.jpg' });
    const evesPhoto = (await runtime.db('renders_v1').where({ render_id: eves.data.renderId }).first()).photo_key as string;
    expect((await dee.call('/aiGenerateRecordNew', { ...bedroom, photoKey: evesPhoto })).status).toBe(404);
    expect((await dee.call(`/aiRender/get?id=${eves.data.renderId}`)).status).toBe(404);
    expect((await dee.call('/aiRender/cancel', { id: eves.data.renderId })).status).toBe(404);
    expect(await versionOf(dee.userId)).toBe(0);
    expect(await files()).toBe(filesBefore);
  });

  it('over quota: a free account’s fourth render this month is refused (429), nothing stored or started; keys never reach the log', async () => {
    const { fake, runtime, base, errors } = await ready;
    const fay = await signedInClient(runtime, base, 'rr-fay');
    const first = await render(fay, bedroom, { bytes: await photo(), type: 'image/jpeg', name: 'room.jpg' });
    const photoKey = (await runtime.db('renders_v1').where({ render_id: first.data.renderId }).first()).photo_key as string;
    for (let i = 0; i < 2; i++) expect((await fay.call('/aiGenerateRecordNew', { ...bedroom, photoKey })).status).toBe(200);
    const predictions = fake.predictions.length;
    const fourth = await render(fay, bedroom, { bytes: await photo(), type: 'image/jpeg', name: 'room.jpg' });
    expect(fourth).toMatchObject({ status: 429, success: false, message: expect.stringContaining('Free accounts get 3 renders a month') });
    expect((await fay.call('/aiGenerateRecordNew', { ...bedroom, photoKey })).status).toBe(429);
    expect(await jobsOf(fay.userId)).toBe(3);
    expect((await fay.call('/gnn/getRenderingList')).data.total).toBe(3);
    await settled(runtime);
    expect(fake.predictions.length).toBeLessThanOrEqual(predictions + 3);
    expect(fake.predictions.every((p) => p.auth === `Bearer ${token}`)).toBe(true);
    const events = await runtime.db.raw(`SELECT count(*)::int AS n FROM es_events WHERE data::text LIKE ? OR data::text LIKE ?`, [`%${token}%`, `%${secret}%`]);
    expect(events.rows[0].n).toBe(0);
    expect(errors.join('\n')).not.toContain(token);
    expect(errors.join('\n')).not.toContain(secret);
  });
});
