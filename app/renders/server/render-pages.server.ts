import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { renderLimits, renderMessages, renderStyles, roomTypes } from '../../../domain/renders/render-jobs';
import { isDomainError } from '../../../domain/shared/errors';
import { ok, requireUser, userAction, visitorAction } from '../../web/page-form.server';
import { getSession, type RequestSession } from '../../web/session.server';
import { cancelRender, myRenders, publicRenders, quotaOf, renderFor, renderingStatus, renderLook, requestRender, shareRender, type RenderCaller } from '../application/renders.server';
import { addBoardToCart, shopperOf } from '~/commerce/index.server';
import { ValidationError } from '../../../domain/shared/errors';
import { studioNote } from '../studio-note';

const noStore = { 'Cache-Control': 'private, no-store' };
const callerOf = (session: RequestSession): RenderCaller => ({ actor: session.actor, userId: session.user?.id ?? null });

/** The AI room rendering block (spec part 2 §1) and the plan's terms, as every render page states them. */
export const renderOffer = {
  roomTypes,
  styles: renderStyles,
  points: ['Royalty-free for commercial use', 'Unlimited generations'],
  price: '19.99',
  freePerMonth: renderLimits.freePerMonth,
  subscriberRunning: renderLimits.subscriberRunning,
  noProvider: renderMessages.noProvider,
  /** What a studio render is, and is not (ADR 062), said plainly wherever one is made or shown. */
  studioNote: studioNote,
};

/** /design/ai/index: the offer and, for a client, their quota. */
export async function renderIndexLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const status = renderingStatus(context.runtime);
  const quota = session.user ? await quotaOf(context.runtime, callerOf(session)) : null;
  return data({ offer: renderOffer, configured: status.configured, studio: status.studio, signedIn: Boolean(session.user), quota }, { headers: noStore });
}

/** Render my room: the photo (multipart `file`), room type, style and notes → the Generating page. */
export const renderIndexAction = userAction(async ({ context, session, form, input }) => {
  const file = form.get('file');
  const answer = await requestRender(context.runtime, callerOf(session), { ...input, ...(file instanceof Blob && file.size > 0 ? { file } : {}) });
  throw redirect(answer.href);
});

/** /design/ai/Generating?id=…: one of the caller's renders (or a shared one) and how it is going. */
export async function generatingLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const session = await getSession(request, context);
  const id = new URL(request.url).searchParams.get('id') ?? '';
  try {
    const render = await renderFor(context.runtime, callerOf(session), id);
    return data({ render, finished: ['succeeded', 'failed', 'cancelled'].includes(render.status) }, { headers: noStore });
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw new Response(renderMessages.notFound, { status: 404 });
    throw error;
  }
}

export const generatingAction = userAction(async ({ context, session, input, intent }) => {
  const caller = callerOf(session);
  if (intent === 'cancel') {
    await cancelRender(context.runtime, caller, input);
    return ok('The render is cancelled.', intent);
  }
  if (intent === 'share') {
    const r = await shareRender(context.runtime, caller, input);
    return ok(r.shared ? 'Shared in the public gallery.' : 'No longer shared.', intent);
  }
  return ok('Nothing to do', intent);
});

/** /design/ai/myrender: the caller's renders. */
export async function myRenderLoader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const session = await getSession(request, context);
  const start = new URL(request.url).searchParams.get('start') ?? '0';
  return data({ renders: await myRenders(context.runtime, callerOf(session), { start, pageSize: 24 }), configured: renderingStatus(context.runtime).configured }, { headers: noStore });
}

/** /design/ai/listrender: the renders their owners shared. */
export async function listRenderLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const start = new URL(request.url).searchParams.get('start') ?? '0';
  return data({ renders: await publicRenders(context.runtime, callerOf(session), { start, pageSize: 24 }) });
}

/**
 * /design/ai/look/{id}: Shop this look — a studio render's products, exactly
 * those it drew (ADR 062), with "Add all to cart"; a render that names none is
 * shopped through detection (/design/ai/detection/{id}). Another's unshared render: 404.
 */
export async function lookLoader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const id = params.id ?? '';
  let look: Awaited<ReturnType<typeof renderLook>>;
  try {
    look = await renderLook(context.runtime, callerOf(session), id);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw new Response(renderMessages.notFound, { status: 404 });
    throw error;
  }
  if (!look.products) throw redirect(`/design/ai/detection/${encodeURIComponent(id)}`);
  const products = look.products.map((g) => ({ goodsId: g.id, name: g.name, brand: g.brand, priceCents: g.effectivePriceCents, picture: g.savedPics[0] ?? null, href: g.visitUrl, purchasable: g.purchasable }));
  return data({ render: look.render, products, totalCents: products.reduce((sum, p) => sum + p.priceCents, 0), studioNote }, { headers: noStore });
}

export const lookAction = (args: ActionFunctionArgs) =>
  visitorAction(async ({ context, session, intent }) => {
    if (intent !== 'cart') throw new ValidationError('UNKNOWN_FORM', 'This form is not known here. Please reload the page.');
    const look = await renderLook(context.runtime, callerOf(session), args.params.id ?? '');
    if (!look.products?.length) throw new ValidationError('NOTHING_TO_ADD', 'This render names no products to add.');
    const result = await addBoardToCart(context.runtime, shopperOf(session), { goodsStr: look.products.map((g) => `${g.id}:1`).join(',') });
    return ok(`${result.added.length} ${result.added.length === 1 ? 'product' : 'products'} added to your cart.${result.refused.length ? ` ${result.refused.length} could not be added.` : ''}`, intent);
  })(args);
