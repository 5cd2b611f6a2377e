import type { ActionFunctionArgs, AppLoadContext } from '@remix-run/node';
import { caseMessages, caseStyles } from '../../../domain/content/design-case';
import { roomTypes } from '../../../domain/projects/rooms';
import { isDomainError, ValidationError } from '../../../domain/shared/errors';
import { toView } from '../application/case-views.server';
import { ok, userAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { consentIntent, lookIntent, reportIntent, withdrawIntent } from '../components/case-intents';
import { alsoLike, isLook, visibleCase, listCases, sendReport, setConsent, similarProducts } from '../application/cases.server';
import { casePlanSvg } from '../application/case-plan.server';

export const casePageSize = 10;

/** /design/case?start&roomTypeId&styleId: the published cases, ten a page; a full page links to the next, a short page is the last (spec §9). */
export async function caseListPage(request: Request, context: AppLoadContext) {
  const q = new URL(request.url).searchParams;
  const filter = { roomTypeId: q.get('roomTypeId') || undefined, styleId: q.get('styleId') || undefined };
  try {
    const start = Number(q.get('start') ?? 0);
    const { total, list } = await listCases(context.runtime, { start: q.get('start') ?? 0, pageSize: casePageSize, ...filter });
    return { total, list, start, pageSize: casePageSize, filter, rooms: roomTypes().map((r) => ({ id: r.id, name: r.name })), styles: [...caseStyles] };
  } catch (error) {
    if (isDomainError(error)) throw new Response('Not found', { status: 404 });
    throw error;
  }
}

/** /design/case/{id}: the case, its products priced now, similar products and cases like it; an unpublished case is not found but to its designer, client and staff. */
export async function casePage(request: Request, context: AppLoadContext, id: string) {
  const session = await getSession(request, context);
  const asker = { user: session.user ? { id: session.user.id } : null, actor: session.actor };
  let record;
  try {
    record = await visibleCase(context.runtime, session.actor, id);
  } catch (error) {
    if (isDomainError(error)) throw new Response('Not found', { status: 404 });
    throw error;
  }
  const view = await toView(context.runtime, record);
  const [similar, like, plan] = await Promise.all([similarProducts(context.runtime, asker, { id, count: 8, splitCount: 2 }), alsoLike(context.runtime, asker, { id, pageSize: 4 }), casePlanSvg(context.runtime, record)]);
  const viewer = session.user?.id ?? null;
  // The project's client may consent to its case, or withdraw their consent.
  const isClient = record.origin === 'project' && viewer !== null && record.clientId === viewer;
  return { view, plan, similar: similar.list, alsoLike: like.list, signedIn: viewer !== null, isClient };
}

/** The case page's forms: report it (anyone signed in), and the client's consent or its withdrawal. */
export function casePageAction(args: ActionFunctionArgs) {
  return userAction(async ({ context, session, user, input, intent }) => {
    const asker = { user: { id: user.id }, actor: session.actor };
    const id = args.params.id ?? '';
    if (intent === reportIntent) {
      await sendReport(context.runtime, asker, { caseId: id, content: input.content });
      return ok(caseMessages.reported, reportIntent);
    }
    if (intent === consentIntent || intent === withdrawIntent) {
      await setConsent(context.runtime, asker, { caseId: id }, intent === consentIntent);
      return ok(intent === consentIntent ? caseMessages.consented : caseMessages.withdrawn, intent);
    }
    if (intent === lookIntent) {
      await isLook(context.runtime, asker, { caseId: id }, true);
      return ok('Looked', lookIntent);
    }
    throw new ValidationError('UNKNOWN_FORM', 'This form is not known here. Please reload the page.');
  })(args);
}
