import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../support/clients';
import { ApiClient, loggedErrors } from '../support/http-app';
import { PageVisitor } from './page-visitor';
import { readable, startShop } from './shop-server';

/**
 * The AI render pages on the demo (`npm start`: no image-generation provider):
 * they say plainly that rendering is not set up, the offer's texts are the
 * spec's (part 2 §1), calls refuse clearly, and the rest of the site works.
 */
let shop: Awaited<ReturnType<typeof startShop>>;
let logged: string[];
beforeAll(async () => {
  shop = await startShop();
  logged = loggedErrors(shop.runtime);
});

describe('AI renders without a provider', () => {
  it('/design/ai/index shows the AI room rendering block and says rendering is not set up', async () => {
    const page = await new PageVisitor(shop.base).get('/design/ai/index');
    expect(page.status).toBe(200);
    const text = readable(page.html);
    expect(text).toMatch(/\$(<[^>]*>)*19\.99(<[^>]*>)* per month/);
    for (const words of ['Royalty-free for commercial use', 'Unlimited generations', 'AI rendering is not set up on this site yet']) expect(text).toContain(words);
    const signedIn = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    const mine = await signedIn.get('/design/ai/index');
    expect(readable(mine.html)).toContain('no image-generation provider is configured');
    expect(mine.html).not.toContain('data-testid="ai-render-form"');
  });

  it('the galleries answer; myrender needs a sign-in; an unknown render is not found', async () => {
    const visitor = new PageVisitor(shop.base);
    expect((await visitor.get('/design/ai/listrender')).status).toBe(200);
    expect((await visitor.get('/design/ai/myrender')).status).toBe(401);
    const client = await new PageVisitor(shop.base).signIn('client@roomcraft.local', 'roomcraft-demo');
    const mine = await client.get('/design/ai/myrender');
    expect(mine.status).toBe(200);
    expect(readable(mine.html)).toContain('No renders yet');
    expect((await client.get('/design/ai/Generating?id=rnothere')).status).toBe(404);
    expect((await client.get('/')).status).toBe(200);
  });

  it('aiGenerateRecordNew says so plainly (409), changing nothing; gnn getRenderingList lists none; a visitor is asked to sign in', async () => {
    const me = await signedInClient(shop.runtime, shop.base, 'ai-off');
    const refused = await me.call('/aiGenerateRecordNew', { roomType: 'Bedroom', style: 'Modern', photoKey: `images/${me.userId}/x.jpg` });
    expect(refused).toMatchObject({ status: 409, success: false, message: 'AI rendering is not set up on this site yet: no image-generation provider is configured.' });
    expect((await me.call('/gnn/getRenderingList')).data).toEqual({ total: 0, list: [] });
    expect((await new ApiClient(shop.base, null, '198.51.100.201').call('/aiGenerateRecordNew', { roomType: 'Bedroom', style: 'Modern' })).status).toBe(401);
    // The webhook is not there without Replicate.
    expect((await fetch(`${shop.base}/api/renders/webhooks/replicate`, { method: 'POST', body: '{}' })).status).toBe(404);
    expect(logged).toEqual([]);
  });
});
