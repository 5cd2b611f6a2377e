import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInClient } from '../support/clients';
import { startFakeOpenAiImages } from '../support/fake-openai-images';
import { loggedErrors, startTestApp } from '../support/http-app';
import { settled } from '../support/processes';

/**
 * AI renders through an OpenAI-compatible images API (POST /v1/images/edits)
 * against a local server speaking it: success in one call, a server error
 * retried, a call that never answers given up (timeout) and retried, a refusal
 * that will not pass failing the job at once. The key never reaches the log.
 */
const key = 'sk-test-openai-images-key-never-logged';
const ready = (async () => {
  const fake = await startFakeOpenAiImages({ key });
  const { runtime, base } = await startTestApp({
    RENDER_PROVIDER: 'openai',
    OPENAI_IMAGES_URL: fake.apiUrl,
    OPENAI_IMAGES_KEY: key,
    OPENAI_IMAGES_MODEL: 'gpt-image-test',
    RENDER_TIMEOUT_MS: '3000',
    RENDER_RETRY_BASE_MS: '50',
  });
  return { fake, runtime, base, errors: loggedErrors(runtime) };
})();

const photo = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } }).png().toBuffer();
async function render(client: Awaited<ReturnType<typeof signedInClient>>, fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([new Uint8Array(await photo())], { type: 'image/png' }), 'room.png');
  const res = await fetch(`${client.base}/api/aiGenerateRecordNew`, { method: 'POST', headers: { authorization: client.token!, 'x-forwarded-for': client.address }, body: form });
  return { status: res.status, ...((await res.json()) as { success: boolean; data: any; message: string }) };
}
async function until(client: Awaited<ReturnType<typeof signedInClient>>, id: string, status: string, timeoutMs = 30_000) {
  const { runtime } = await ready;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await settled(runtime);
    const got = await client.call(`/aiRender/get?id=${id}`);
    if (got.data?.status === status) return got.data;
    if (Date.now() > deadline) throw new Error(`render ${id} is ${got.data?.status}, not ${status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('AI renders through an OpenAI-compatible images API', () => {
  it('success: the photo and prompt are sent as an edit, the picture answered is checked, stored and costed', async () => {
    const { fake, runtime, base } = await ready;
    const ada = await signedInClient(runtime, base, 'ro-ada');
    fake.nextFor('home office', 'ok');
    const before = fake.edits.length;
    const asked = await render(ada, { roomType: 'Home Office', style: 'Scandinavian' });
    expect(asked).toMatchObject({ status: 200, success: true });
    const done = await until(ada, asked.data.renderId, 'succeeded');
    const edit = fake.edits[before];
    expect(edit).toMatchObject({ model: 'gpt-image-test', auth: `Bearer ${key}` });
    expect(edit.prompt).toContain('scandinavian style home office');
    expect(edit.imageBytes).toBeGreaterThan(0);
    expect(done.costCents).toBe(4); // one image, 40,000 micro-dollars
    // The owner's alone (issue 25): by its media route, with the owner's session.
    expect((await fetch(new URL(done.imageUrl, base))).status).toBe(404);
    const picture = await fetch(new URL(done.imageUrl, base), { headers: { authorization: ada.token! } });
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBe(80);
  });

  it('a server error and a call that never answers are retried with backoff; the third attempt succeeds', async () => {
    const { fake, runtime, base } = await ready;
    const bo = await signedInClient(runtime, base, 'ro-bo');
    // Only this render's calls take these (a late retry of another test's render would take the next call's mode).
    fake.nextFor('hallway', 500, 'hang', 'ok');
    const asked = await render(bo, { roomType: 'Hallway', style: 'Farmhouse' });
    const done = await until(bo, asked.data.renderId, 'succeeded');
    expect(done.attempt, `calls: ${fake.edits.map((e) => e.prompt.slice(0, 60)).join(' | ')}`).toBe(3);
  }, 60_000);

  it('a refusal that will not pass (400) fails the job at once, with nothing stored', async () => {
    const { fake, runtime, base, errors } = await ready;
    const cy = await signedInClient(runtime, base, 'ro-cy');
    fake.nextFor('bathroom', 400);
    const before = fake.edits.length;
    const asked = await render(cy, { roomType: 'Bathroom', style: 'Eclectic' });
    const failed = await until(cy, asked.data.renderId, 'failed');
    expect(failed).toMatchObject({ attempt: 1, reason: 'The image service refused the render (400)', imageUrl: null });
    expect(fake.edits.length).toBe(before + 1);
    expect(errors.join('\n')).not.toContain(key);
  });
});
