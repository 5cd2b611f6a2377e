import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DetectionError, ReplicateDetector } from '../../infra/detection';
import { startFakeDetector } from '../support/fake-replicate-detector';

/**
 * The hosted detection adapter (issue 25) against a local server speaking
 * Replicate's predictions protocol, over real HTTP through the official client:
 * a success read as boxes in fractions, a failed prediction, a run past its
 * deadline (cancelled), and a refused token.
 */
const ready = (async () => {
  const fake = await startFakeDetector();
  const image = { body: await sharp({ create: { width: 400, height: 200, channels: 3, background: '#7a9a6a' } }).jpeg().toBuffer(), contentType: 'image/jpeg' };
  const detector = (over: Partial<ConstructorParameters<typeof ReplicateDetector>[0]> = {}) =>
    new ReplicateDetector({ token: fake.token, model: 'acme/grounding-dino:0123456789abcdef', baseUrl: fake.url, timeoutMs: 5000, pollMs: 10, minConfidence: 0.3, ...over });
  return { fake, image, detector };
})();
afterAll(async () => (await ready).fake.close());

describe('the Replicate detection adapter', () => {
  it('creates a prediction by version, polls it, and reads the boxes as fractions (low confidence left out)', async () => {
    const { fake, image, detector } = await ready;
    fake.mode = 'succeed';
    fake.detections = [
      { label: 'sofa', confidence: 0.82, bbox: [40, 100, 240, 180] },
      { label: 'rug', confidence: 0.55, bbox: [0, 150, 400, 200] },
      { label: 'lamp', confidence: 0.1, bbox: [300, 10, 320, 90] },
    ];
    const boxes = await detector().detect(image, ['sofa', 'rug', 'lamp']);
    expect(boxes).toEqual([
      { label: 'sofa', confidence: 0.82, box: { x: 0.1, y: 0.5, w: 0.5, h: 0.4 } },
      { label: 'rug', confidence: 0.55, box: { x: 0, y: 0.75, w: 1, h: 0.25 } },
    ]);
    const p = fake.predictions.at(-1)!;
    expect(p).toMatchObject({ version: '0123456789abcdef', model: null, status: 'succeeded' });
    expect(p.input.query).toBe('sofa, rug, lamp');
    expect(String(p.input.image)).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('runs a model by name (its latest version)', async () => {
    const { fake, image, detector } = await ready;
    fake.mode = 'succeed';
    fake.detections = [{ label: 'armchair', confidence: 0.9, bbox: [0, 0, 200, 200] }];
    expect(await detector({ model: 'acme/grounding-dino' }).detect(image, ['armchair'])).toHaveLength(1);
    expect(fake.predictions.at(-1)).toMatchObject({ model: 'acme/grounding-dino', version: null });
  });

  it('says a failed prediction failed', async () => {
    const { fake, image, detector } = await ready;
    fake.mode = 'fail';
    const error = await detector().detect(image, ['sofa']).catch((e) => e);
    expect(error).toBeInstanceOf(DetectionError);
    expect(error).toMatchObject({ reason: 'failed' });
    expect(error.message).toContain('CUDA out of memory');
  });

  it('cancels a prediction that runs past the deadline', async () => {
    const { fake, image, detector } = await ready;
    fake.mode = 'hang';
    const error = await detector({ timeoutMs: 300 }).detect(image, ['sofa']).catch((e) => e);
    expect(error).toMatchObject({ name: 'DetectionError', reason: 'timeout' });
    expect(fake.predictions.at(-1)!.status).toBe('canceled');
  });

  it('fails plainly with a wrong token', async () => {
    const { image, detector } = await ready;
    const error = await detector({ token: 'r8_wrong_token' }).detect(image, ['sofa']).catch((e) => e);
    expect(error).toMatchObject({ name: 'DetectionError', reason: 'failed' });
  });
});
