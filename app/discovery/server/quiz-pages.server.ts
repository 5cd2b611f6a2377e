import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { answerField } from '../../../domain/discovery/style-profile.decide';
import { designStyles, questionOf, quizSteps, styleDescriptions, type QuizAnswers, type QuizStep } from '../../../domain/discovery/style-quiz';
import { ValidationError } from '../../../domain/shared/errors';
import { toCard } from '~/catalogue';
import { visitorAction } from '../../web/page-form.server';
import { getSession } from '../../web/session.server';
import { myStyleProfile, productsForStyle, saveStyleProfile } from '../application/style-profile.server';
import { quizPictureUrl, warmQuizPictures } from './quiz-pictures.server';

/**
 * The quiz's pages (issue 24). Progress travels in the address: each step's
 * form posts its pick, and the answer so far goes on to the next step as
 * query parameters (`/style-quiz/color?images=i1c&images2=i2c&images3=i3c`),
 * so the quiz works without scripts, survives a reload and keeps nothing on
 * the server until the last pick saves the profile.
 */
export const quizBase = '/style-quiz';
/** A step's address with the answers given (a back link passes the step's own, so its pick shows). */
export const stepHref = (step: QuizStep, answers: Partial<QuizAnswers> = {}) => {
  const query = new URLSearchParams();
  for (const s of quizSteps) if (answers[s]) query.set(s, answers[s]!);
  const rest = query.toString();
  return `${quizBase}/${step}${rest ? `?${rest}` : ''}`;
};

/** The valid answers of the steps before this one, from the address; a missing or wrong one sends the visitor back to it. */
function answersBefore(url: URL, step: QuizStep): Partial<QuizAnswers> {
  const answers: Partial<QuizAnswers> = {};
  for (const s of quizSteps.slice(0, quizSteps.indexOf(step))) {
    const parsed = answerField(s).safeParse(url.searchParams.get(s) ?? undefined);
    if (!parsed.success) throw redirect(stepHref(s, answers));
    answers[s] = parsed.data;
  }
  return answers;
}

export const stepLoader = (step: QuizStep) => async ({ request }: LoaderFunctionArgs) => {
  const url = new URL(request.url);
  const answers = answersBefore(url, step);
  const question = questionOf(step);
  const index = quizSteps.indexOf(step);
  return {
    step,
    number: index + 1,
    total: quizSteps.length,
    title: question.title,
    intro: question.intro,
    kind: question.kind,
    options: question.options.map((o) => ({ id: o.id, label: o.label, colours: o.colours, picture: question.kind === 'palette' ? null : quizPictureUrl(o.id) })),
    backHref: index === 0 ? `${quizBase}/welcome` : stepHref(quizSteps[index - 1]!, answers),
    chosen: answerField(step).safeParse(url.searchParams.get(step) ?? undefined).data ?? null,
  };
};

/** A step's pick: checked against the step's options (400 "Please pick one of the pictures." otherwise); the last one saves the profile. */
export const stepAction = (step: QuizStep) =>
  visitorAction(async ({ request, context, session, input }) => {
    const answers = answersBefore(new URL(request.url), step);
    const parsed = answerField(step).safeParse(input.choice);
    if (!parsed.success) throw new ValidationError('QUIZ_PICK_ONE', parsed.error.issues[0]!.message, { choice: parsed.error.issues[0]!.message });
    const next = { ...answers, [step]: parsed.data };
    const index = quizSteps.indexOf(step);
    if (index < quizSteps.length - 1) return redirect(stepHref(quizSteps[index + 1]!, next));
    await saveStyleProfile(context.runtime, session, { answers: next });
    return redirect(`${quizBase}/result`);
  });

export async function welcomeLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const profile = await myStyleProfile(context.runtime, session);
  warmQuizPictures();
  return { hasProfile: Boolean(profile), firstStep: stepHref(quizSteps[0]) };
}

export async function resultLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const profile = await myStyleProfile(context.runtime, session);
  if (!profile) throw redirect(`${quizBase}/welcome`);
  const products = await productsForStyle(context.runtime, profile.topStyle);
  return {
    profile,
    signedIn: Boolean(session.user),
    styles: profile.shares.map((s) => ({ ...s, description: styleDescriptions[s.style] })),
    products: products.map(toCard),
    retakeHref: stepHref(quizSteps[0]),
    marketplaceHref: `/marketPlace/index`,
    allStyles: designStyles,
  };
}

/** /style-quiz/signin and /signup: a signed-in visitor goes straight to their result. */
export async function quizSignInLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  if (session.user) throw redirect(`${quizBase}/result`);
  return null;
}

/**
 * /style-quiz/proxy: the quiz's one way in for links from elsewhere (mails,
 * banners, the questionnaire): it sends the visitor on to where they are — the
 * result when they have a profile (unless `retake=1`), else the first step whose
 * answer the address lacks (the answers given travel on), else the welcome page.
 * Only quiz addresses: nothing from the query is used as a destination.
 */
export async function proxyLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const session = await getSession(request, context);
  if (url.searchParams.get('retake') !== '1' && (await myStyleProfile(context.runtime, session))) throw redirect(`${quizBase}/result`);
  const answers: Partial<QuizAnswers> = {};
  for (const s of quizSteps) {
    const parsed = answerField(s).safeParse(url.searchParams.get(s) ?? undefined);
    if (!parsed.success) throw redirect(Object.keys(answers).length ? stepHref(s, answers) : `${quizBase}/welcome`);
    answers[s] = parsed.data;
  }
  // Every answer is in the address: the last step shows with its pick, to be sent.
  const last = quizSteps[quizSteps.length - 1]!;
  throw redirect(stepHref(last, answers));
}
