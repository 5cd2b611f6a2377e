import { data, type ActionFunctionArgs, type AppLoadContext } from '@remix-run/node';
import { isDomainError, ValidationError } from '../../domain/shared/errors';
import { assertCleanInput, readFormBody } from './input.server';
import { busyMessage, noAccessMessage, signInMessage } from './messages';
import { refusalOf } from './refusal';
import { csrfFieldName, csrfProblem } from './csrf.server';
import type { FormResult } from './form-result';
import type { Visit } from './visit';
import { visitOf } from './visit.server';
import { getSession, type RequestSession, type SessionUser } from './session.server';

export { noAccessMessage, signInMessage } from './messages';

interface FormArgs {
  request: Request;
  context: AppLoadContext;
  session: RequestSession;
  /** The use cases' view of the request. */
  visit: Visit;
  form: FormData;
  /** The form's values as strings, without the CSRF token and the intent. */
  input: Record<string, string>;
  intent: string;
}

type Answer = FormResult | Response | ReturnType<typeof data<FormResult>>;

export const ok = (message: string, intent?: string, init?: ResponseInit) => data<FormResult>({ ok: true, message, intent }, init);

function formInput(form: FormData): Record<string, string> {
  const input: Record<string, string> = {};
  form.forEach((value, key) => {
    if (typeof value === 'string' && key !== csrfFieldName && key !== 'intent') input[key] = value;
  });
  return input;
}

/** A rule break or invalid input as the form shows it: one message, and one per field. */
export function formFailure(error: unknown, context: AppLoadContext, request: Request, intent?: string) {
  if (error instanceof Response) throw error;
  const refusal = refusalOf(error);
  if (refusal) {
    const { status, code, fields } = refusal;
    // Input errors name the field in the message ("email: Please enter e-mail"); the form shows it by the field.
    const message = code === 'INVALID_INPUT' && fields ? Object.values(fields)[0] : refusal.message;
    return data<FormResult>({ ok: false, message, code, fields, intent }, { status });
  }
  context.runtime.logger.error('page form failed', { path: new URL(request.url).pathname, intent, error });
  return data<FormResult>({ ok: false, message: busyMessage, intent }, { status: 500 });
}

async function run(args: ActionFunctionArgs, needsUser: boolean, handler: (a: FormArgs) => Promise<Answer>) {
  const { request, context } = args;
  const session = await getSession(request, context);
  if (needsUser && !session.user) return data<FormResult>({ ok: false, message: signInMessage, code: 'UNAUTHORIZED' }, { status: 401 });
  let form: FormData;
  try {
    form = await readFormBody(request);
    assertCleanInput(formInput(form));
  } catch (error) {
    context.runtime.logger.warn('form post unreadable', { path: new URL(request.url).pathname, reason: (error as Error).message });
    return formFailure(error, context, request);
  }
  const intent = String(form.get('intent') ?? '');
  const problem = csrfProblem(context, request, session, form);
  if (problem) {
    context.runtime.logger.warn('form post refused', { path: new URL(request.url).pathname, problem });
    return data<FormResult>({ ok: false, message: noAccessMessage, code: 'FORBIDDEN', intent }, { status: 403 });
  }
  try {
    const answer = await handler({ request, context, session, visit: await visitOf(request, context, session), form, input: formInput(form), intent });
    return answer instanceof Response || !('ok' in answer) ? answer : data(answer);
  } catch (error) {
    return formFailure(error, context, request, intent);
  }
}

/** A form action anyone may post (sign-in, sign-up, password reset): same-site, with the session's token. */
export const visitorAction = (handler: (a: FormArgs) => Promise<Answer>) => (args: ActionFunctionArgs) => run(args, false, handler);

/** A form action for a signed-in client: 401 for a visitor (the page opens the login modal). */
export const userAction = (handler: (a: FormArgs & { user: SessionUser }) => Promise<Answer>) => (args: ActionFunctionArgs) =>
  run(args, true, (a) => handler({ ...a, user: a.session.user! }));

/**
 * userAction for a route without a page of its own (a form elsewhere posts to it
 * and follows its redirect): a refusal keeps its status — a resource route's `data()`
 * answers 200 — and reads as one plain sentence.
 */
export const userResourceAction = (handler: (a: FormArgs & { user: SessionUser }) => Promise<Answer>) => async (args: ActionFunctionArgs) => {
  const answer: unknown = await userAction(handler)(args);
  if (answer instanceof Response) return answer;
  const { data: result, init } = answer as { data: FormResult; init?: ResponseInit | null };
  return new Response(result.message, { status: init?.status ?? 200, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
};

/** A page loader's signed-in user; a visitor gets a 401 page with the login modal open. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const session = await getSession(request, context);
  if (!session.user) throw new Response(signInMessage, { status: 401 });
  return session.user;
}

/** On the account pages a wrong password is the current one, not a sign-in. */
export function currentPasswordWrong(error: unknown): unknown {
  if (!isDomainError(error) || error.code !== 'BAD_CREDENTIALS') return error;
  const message = 'Your current password is not right';
  return new ValidationError('BAD_CREDENTIALS', message, { password: message });
}
