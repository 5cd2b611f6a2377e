import { describe, expect, it } from 'vitest';
import { quizMessages } from '../../domain/discovery/style-profile';
import { styleProfilesTable } from '../../projections/discovery/style-profiles';
import { clientPassword, newClientAccount, signedInClient } from '../support/clients';
import { ApiClient, loggedErrors, startTestApp } from '../support/http-app';
import { processesSettled } from '../support/processes';

/**
 * The style quiz's profile over HTTP (issue 24): saved by the quiz's five
 * picks, read back by its owner only, refused with a clear 400 (and nothing
 * stored) when a pick is not one of its step's options, and claimed into the
 * account when a visitor signs in.
 */
const ready = (async () => {
  const { runtime, base } = await startTestApp({}, { demoData: true });
  return { runtime, base, errors: loggedErrors(runtime) };
})();

const modern = { images: 'i1c', images2: 'i2c', images3: 'i3c', color: 'c3', patterns: 'pa3' };
const boho = { images: 'i1a', images2: 'i2d', images3: 'i3d', color: 'c1', patterns: 'pa1' };

let browsers = 0;
async function visitor() {
  const { base } = await ready;
  const b = new ApiClient(base, null, `203.0.113.${(++browsers % 200) + 20}`);
  b.token = (await b.call('/common/getSessionId')).data.sessionId;
  return b;
}
const rows = async () => (await ready).runtime.db(styleProfilesTable).count<{ n: string }[]>({ n: '*' }).then((r) => Number(r[0]!.n));

describe('the style profile over the JSON API', () => {
  it('a client saves the quiz and reads back their profile, scored by the stated rule; form fields work as well as JSON', async () => {
    const { runtime, base, errors } = await ready;
    const ann = await signedInClient(runtime, base, 'quiz-ann');
    expect(await ann.call('/styleQuiz/getProfile')).toMatchObject({ status: 404, success: false, message: quizMessages.noProfile });
    const saved = await ann.call('/styleQuiz/save', { answers: modern });
    expect(saved).toMatchObject({ status: 200, success: true, message: quizMessages.saved });
    expect(saved.data).toMatchObject({
      topStyle: 'Modern',
      runnerUp: 'Eclectic',
      shares: [{ style: 'Modern', share: 52 }, { style: 'Eclectic', share: 14 }, { style: 'Scandinavian', share: 14 }, { style: 'Transitional', share: 10 }, { style: 'Coastal', share: 5 }, { style: 'Mid-century', share: 5 }],
      answers: modern,
      inAccount: true,
      explanation: 'Your style is Modern (52%). With a touch of Eclectic (14%), your rooms mix both.',
    });
    expect((await ann.call('/styleQuiz/getProfile')).data).toEqual(saved.data);
    // Taking it again replaces it; form-encoded fields are the same call.
    const again = await ann.call('/styleQuiz/save', new URLSearchParams(boho).toString(), { contentType: 'application/x-www-form-urlencoded' });
    expect(again).toMatchObject({ status: 200, data: { topStyle: 'Bohemian', runnerUp: 'Eclectic', answers: boho } });
    expect((await ann.call('/styleQuiz/getProfile')).data.topStyle).toBe('Bohemian');
    expect(errors).toEqual([]);
  });

  it('one user never sees another’s profile, and a visitor never sees a client’s', async () => {
    const { runtime, base } = await ready;
    const [bo, cy] = [await signedInClient(runtime, base, 'quiz-bo'), await signedInClient(runtime, base, 'quiz-cy')];
    expect((await bo.call('/styleQuiz/save', { answers: modern })).status).toBe(200);
    expect(await cy.call('/styleQuiz/getProfile')).toMatchObject({ status: 404, message: quizMessages.noProfile });
    const v = await visitor();
    expect(await v.call('/styleQuiz/getProfile')).toMatchObject({ status: 404, message: quizMessages.noProfile });
    expect((await v.call('/styleQuiz/save', { answers: boho })).data).toMatchObject({ topStyle: 'Bohemian', inAccount: false });
    // The visitor's is theirs alone: neither client nor another visitor reads it; Bo's stays Modern.
    expect((await bo.call('/styleQuiz/getProfile')).data.topStyle).toBe('Modern');
    expect(await cy.call('/styleQuiz/getProfile')).toMatchObject({ status: 404 });
    expect(await (await visitor()).call('/styleQuiz/getProfile')).toMatchObject({ status: 404 });
    // A body naming another owner changes nothing: the owner is always the caller.
    expect((await cy.call('/styleQuiz/save', { answers: modern, owner: { kind: 'user', id: bo.userId } })).data.topStyle).toBe('Modern');
    expect((await v.call('/styleQuiz/getProfile')).data.topStyle).toBe('Bohemian');
  });

  it('bad input is a 400 naming the step, and nothing is stored', async () => {
    const { errors } = await ready;
    const v = await visitor();
    const before = await rows();
    for (const [body, message] of [
      [{ answers: { ...modern, color: 'i1a' } }, `color: ${quizMessages.pickOne}`],
      [{ answers: { ...modern, patterns: '<script>' } }, `patterns: ${quizMessages.pickOne}`],
      [{ answers: { images: 'i1a' } }, `images2: ${quizMessages.pickOne}`],
      [{ answers: 'modern' }, quizMessages.unfinished],
      [{}, `images: ${quizMessages.pickOne}`],
      [{ answers: { ...modern, images: 'x'.repeat(5000) } }, `images: ${quizMessages.pickOne}`],
    ] as const) expect(await v.call('/styleQuiz/save', body as Record<string, unknown>), JSON.stringify(body).slice(0, 80)).toMatchObject({ status: 400, success: false, message });
    expect(await v.call('/styleQuiz/save', undefined, { method: 'GET' })).toMatchObject({ status: 405 });
    expect(await v.call('/styleQuiz/getProfile')).toMatchObject({ status: 404 });
    expect(await rows()).toBe(before);
    expect(errors).toEqual([]);
  });

  it('a visitor’s profile becomes the account’s when they sign in; a profile the client saved later stays', async () => {
    const { runtime } = await ready;
    const me = await newClientAccount(runtime, 'quiz-me');
    const v = await visitor();
    expect((await v.call('/styleQuiz/save', { answers: boho })).status).toBe(200);
    expect((await v.call('/client/login', { email: me.email, password: clientPassword })).success).toBe(true);
    // Before the claim runs the client already sees the profile this browser saved; after it, it is the account's.
    expect((await v.call('/styleQuiz/getProfile')).data.topStyle).toBe('Bohemian');
    await processesSettled(runtime);
    expect((await v.call('/styleQuiz/getProfile')).data).toMatchObject({ topStyle: 'Bohemian', inAccount: true, answers: boho });
    expect(await runtime.db(styleProfilesTable).where({ owner_kind: 'user', owner_id: me.userId }).first()).toMatchObject({ top_style: 'Bohemian', claimed_from: expect.any(String) });

    // Signed in elsewhere, the account's profile is there too; a newer one saved in the account is not overwritten by an older visitor quiz.
    const other = await visitor();
    expect((await other.call('/styleQuiz/save', { answers: boho })).status).toBe(200);
    const phone = await visitor();
    expect((await phone.call('/client/login', { email: me.email, password: clientPassword })).success).toBe(true);
    expect((await phone.call('/styleQuiz/save', { answers: modern })).data).toMatchObject({ topStyle: 'Modern', inAccount: true });
    expect((await other.call('/client/login', { email: me.email, password: clientPassword })).success).toBe(true);
    await processesSettled(runtime);
    expect((await phone.call('/styleQuiz/getProfile')).data.topStyle).toBe('Modern');
  });

  it('common searchStyles answers the spec’s eight styles, or those matching a keyword', async () => {
    const anyone = new ApiClient((await ready).base);
    const all = await anyone.call('/common/searchStyles');
    expect(all.data.map((s: { name: string }) => s.name)).toEqual(['Bohemian', 'Coastal', 'Farmhouse', 'Eclectic', 'Scandinavian', 'Modern', 'Transitional', 'Mid-century']);
    expect(all.data[7]).toMatchObject({ id: 'mid-century', name: 'Mid-century', description: expect.stringContaining('walnut') });
    expect((await anyone.call('/common/searchStyles', { keyword: 'walnut' })).data.map((s: { name: string }) => s.name)).toEqual(['Mid-century']);
    expect(await anyone.call('/common/searchStyles', { keyword: 'x'.repeat(61) })).toMatchObject({ status: 400, message: 'keyword: Please keep the keyword to 60 characters or fewer' });
  });
});

describe('"For you" in the marketplace', () => {
  const page = async (token: string | null, path: string) => {
    const res = await fetch(`${(await ready).base}${path}`, { headers: token ? { authorization: token } : {} });
    expect(res.status).toBe(200);
    return res.text();
  };
  const idsOn = (html: string) => [...new Set([...html.matchAll(/href="\/marketPlace\/product\/([^"?#]+)"/g)].map((m) => decodeURIComponent(m[1]!)))];
  const materialsOf = async (ids: string[]) => {
    const rows = await (await ready).runtime.db('catalogue_goods_v1').select('id', 'material').whereIn('id', ids);
    const byId = new Map(rows.map((r) => [r.id as string, r.material as string | null]));
    return ids.map((id) => byId.get(id) ?? null);
  };

  it('a shopper with a Modern profile sees Modern materials first, then the runner-up\'s; they can choose another order; others see the usual order', async () => {
    const { runtime, base } = await ready;
    const fan = await signedInClient(runtime, base, 'quiz-fy');
    expect((await fan.call('/styleQuiz/save', { answers: modern })).status).toBe(200);
    const html = await page(fan.token, '/marketPlace/index');
    expect(html).toContain('data-testid="for-you"');
    expect(html.replace(/<!-- -->/g, '')).toMatch(/For you: pieces in Marble, Glass, Lacquered, Leather come first, for your Modern style\./);
    const materials = await materialsOf(idsOn(html));
    expect(materials.length).toBeGreaterThan(4);
    // Ranked by fit: every top-style piece before any runner-up piece, before any other.
    const fit = materials.map((m) => (['Marble', 'Glass', 'Lacquered', 'Leather'].includes(m ?? '') ? 2 : ['Velvet', 'Brass', 'Ceramic', 'Canvas'].includes(m ?? '') ? 1 : 0));
    expect(fit[0]).toBe(2);
    expect(fit).toEqual([...fit].sort((a, b) => b - a));

    // The newest order is still theirs to choose; a visitor has no "For you".
    const newest = await page(fan.token, '/marketPlace/index?sort=newest');
    expect(newest).not.toContain('data-testid="for-you"');
    const visitorPage = await page(null, '/marketPlace/index');
    expect(visitorPage).not.toContain('data-testid="for-you"');
    expect(visitorPage).not.toContain('value="for_you"');
    expect(idsOn(newest)).toEqual(idsOn(visitorPage));
    // A visitor's address asking for for_you gets the usual order, not an error.
    expect(idsOn(await page(null, '/marketPlace/index?sort=for_you'))).toEqual(idsOn(visitorPage));
  });
});

describe('/style-quiz/proxy', () => {
  const go = async (path: string, token: string | null = null) => {
    const res = await fetch(`${(await ready).base}${path}`, { redirect: 'manual', headers: token ? { authorization: token } : {} });
    return [res.status, res.headers.get('location')];
  };

  it('sends a newcomer to the welcome page, a visitor part-way to their next step, someone with a profile to their result', async () => {
    const { runtime, base } = await ready;
    expect(await go('/style-quiz/proxy')).toEqual([302, '/style-quiz/welcome']);
    expect(await go('/style-quiz/proxy?images=i1c&images2=i2c')).toEqual([302, '/style-quiz/images3?images=i1c&images2=i2c']);
    expect(await go('/style-quiz/proxy?images=i1c&images2=nope&images3=i3c')).toEqual([302, '/style-quiz/images2?images=i1c']);
    expect(await go(`/style-quiz/proxy?${new URLSearchParams(modern)}`)).toEqual([302, `/style-quiz/patterns?${new URLSearchParams(modern)}`]);
    // Nothing in the address leaves the quiz.
    expect(await go('/style-quiz/proxy?next=https://evil.example/&redirectTo=//evil.example')).toEqual([302, '/style-quiz/welcome']);
    const done = await signedInClient(runtime, base, 'quiz-px');
    expect((await done.call('/styleQuiz/save', { answers: boho })).status).toBe(200);
    expect(await go('/style-quiz/proxy', done.token)).toEqual([302, '/style-quiz/result']);
    expect(await go('/style-quiz/proxy?retake=1', done.token)).toEqual([302, '/style-quiz/welcome']);
  });
});
