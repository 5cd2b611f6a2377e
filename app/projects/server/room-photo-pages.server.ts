import { randomUUID } from 'node:crypto';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node';
import { roomPhotoCode, roomPhotoLimits } from '../../../domain/projects/room-photos';
import { ValidationError } from '../../../domain/shared/errors';
import { crossSiteProblem } from '../../web/csrf.server';
import type { FormResult } from '../../web/form-result';
import { assertCleanInput, readFormBody } from '../../web/input.server';
import { noAccessMessage } from '../../web/messages';
import { formFailure, ok, visitorAction } from '../../web/page-form.server';
import { refusalOf } from '../../web/refusal';
import { getSession } from '../../web/session.server';
import { pictureResponse } from '../../web/picture-response.server';
import { visitOf } from '../../web/visit.server';
import type { NeedView } from '../../../projections/projects/needs';
import {
  addOwnRoomPhotos,
  addRoomPhotosByCode,
  captionRoomPhoto,
  issueRoomPhotoCode,
  normalCode,
  ownRoomPhotos,
  photoFiles,
  projectForCode,
  removeRoomPhoto,
  revokeRoomPhotoCode,
  roomPhotoFile,
} from '../application/room-photos.server';
import { callerOf, firstStepHref, needForPage } from './questionnaire-pages.server';

/** /design/upload, /design/uploadsuccess, /design/uploadcode and the photo files (issue 23). */

const noStore = { 'Cache-Control': 'private, no-store' };
export const uploadLimitsShown = { maxPhotos: roomPhotoLimits.maxPhotos, maxMb: roomPhotoLimits.maxBytes / (1024 * 1024), codeMinutes: roomPhotoCode.validMinutes, codeLength: roomPhotoCode.length };

const pageQuery = (need: NeedView, extra: Record<string, string> = {}) => new URLSearchParams({ needId: need.needId, packageId: need.packageId, ...extra }).toString();
const hrefsOf = (need: NeedView) => ({
  upload: `/design/upload?${pageQuery(need)}`,
  roomDetails: `/design/roomDetail/roomSelect?${pageQuery(need, { v: String(Date.now()) })}`,
  review: `/design/review/review?${pageQuery(need, { v: String(Date.now()) })}`,
  next: firstStepHref(need),
});
const projectOf = (need: NeedView) => ({ needId: need.needId, projectId: need.projectId, packageId: need.packageId, room: need.room.name });

/** The caller's own project's photos page (anyone else's project: 404). */
export async function uploadLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const found = await needForPage(context.runtime, request, session);
  const { need, photos, code } = await ownRoomPhotos(context.runtime, callerOf(session), found.needId);
  return data({ project: projectOf(need), photos, code, hrefs: hrefsOf(need), limits: uploadLimitsShown, formId: randomUUID() }, { headers: noStore });
}

export type UploadResult = FormResult & { code?: string; expiresAt?: string; url?: string };

/** The photos page's forms: upload (multipart), caption, remove, a phone code, stop the code. Same-site and CSRF-checked. */
export const uploadAction = visitorAction(async ({ context, session, form, intent, request, input, visit }) => {
  const runtime = context.runtime;
  const caller = callerOf(session);
  const need = await needForPage(runtime, request, session);
  switch (intent) {
    case 'upload': {
      const { added } = await addOwnRoomPhotos(runtime, caller, { needId: need.needId, files: photoFiles(form), captions: form.getAll('captions').map(String), formId: input.formId });
      return redirect(`/design/uploadsuccess?${pageQuery(need, { added: String(added) })}`);
    }
    case 'caption':
      await captionRoomPhoto(runtime, caller, { needId: need.needId, photoId: input.photoId ?? '', caption: input.caption ?? '' });
      return ok('Caption saved', 'caption');
    case 'remove':
      await removeRoomPhoto(runtime, caller, { needId: need.needId, photoId: input.photoId ?? '' });
      return ok('Photo deleted', 'remove');
    case 'code': {
      const { code, expiresAt } = await issueRoomPhotoCode(runtime, caller, need.needId);
      const url = `${visit.siteUrl.replace(/\/$/, '')}/design/uploadcode`;
      return data<UploadResult>({ ok: true, intent, message: `Your code works for ${roomPhotoCode.validMinutes} minutes`, code, expiresAt, url }, { headers: noStore });
    }
    case 'revoke':
      await revokeRoomPhotoCode(runtime, caller, need.needId);
      return ok('The code no longer works', 'revoke');
    default:
      throw new ValidationError('INVALID_INTENT', 'This form is not known here. Please reload the page.');
  }
});

/** After an upload: the project's photos and where to go next. */
export async function uploadSuccessLoader({ request, context }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const found = await needForPage(context.runtime, request, session);
  const { need, photos } = await ownRoomPhotos(context.runtime, callerOf(session), found.needId);
  const added = Number(new URL(request.url).searchParams.get('added') ?? '0');
  return data({ project: projectOf(need), photos, added: Number.isInteger(added) && added >= 0 && added <= roomPhotoLimits.maxPhotos ? added : 0, hrefs: hrefsOf(need) }, { headers: noStore });
}

/** The phone page: nothing about any project, only the form (and a one-time form id against replays). */
export function uploadCodeLoader() {
  return data({ limits: uploadLimitsShown, formId: randomUUID() }, { headers: noStore });
}

export type UploadCodeResult = FormResult & { code?: string; added?: number; formId?: string };

/**
 * The phone's forms, without a session: `check` (is the code good?) and
 * `upload` (the code and the photos). No cookie grants anything here — the
 * code does — so a session-bound CSRF token would protect nothing; a post
 * another site makes a browser send is refused anyway (Origin or
 * Sec-Fetch-Site naming another site: 403), and could only add photos with a
 * code the other site already knows. Wrong codes are throttled by address.
 */
export async function uploadCodeAction({ request, context }: ActionFunctionArgs) {
  const runtime = context.runtime;
  const problem = crossSiteProblem(context, request);
  if (problem) {
    runtime.logger.warn('form post refused', { path: '/design/uploadcode', problem });
    return data<UploadCodeResult>({ ok: false, message: noAccessMessage, code: 'FORBIDDEN' }, { status: 403 });
  }
  let form: FormData;
  try {
    form = await readFormBody(request);
    const strings: Record<string, string> = {};
    form.forEach((v, k) => {
      if (typeof v === 'string') strings[k] = v;
    });
    assertCleanInput(strings);
  } catch (error) {
    return formFailure(error, context, request);
  }
  const intent = String(form.get('intent') ?? '');
  const typed = form.get('code');
  const session = await getSession(request, context);
  const { clientAddress } = await visitOf(request, context, session);
  try {
    if (intent === 'check') {
      await projectForCode(runtime, clientAddress, typed);
      return data<UploadCodeResult>({ ok: true, intent, message: 'Code accepted. Choose the photos to send.', code: normalCode(typed) ?? undefined, formId: randomUUID() }, { headers: noStore });
    }
    if (intent === 'upload') {
      const { added } = await addRoomPhotosByCode(runtime, session.actor, clientAddress, { code: typed, files: photoFiles(form), formId: form.get('formId') });
      const message = added ? `${added} ${added === 1 ? 'photo' : 'photos'} sent. Your designer will see ${added === 1 ? 'it' : 'them'} with your project.` : 'These photos were already sent.';
      return data<UploadCodeResult>({ ok: true, intent, message, added, code: normalCode(typed) ?? undefined, formId: randomUUID() }, { headers: noStore });
    }
    throw new ValidationError('INVALID_INTENT', 'This form is not known here. Please reload the page.');
  } catch (error) {
    const failed = formFailure(error, context, request, intent);
    const refusal = refusalOf(error);
    // A photo refused with a good code: the upload form stays, the code kept; a code refused: back to the code.
    const keepCode = intent === 'upload' && refusal !== null && refusal.code !== 'CODE_INVALID' && refusal.status !== 429;
    return data({ ...failed.data, code: keepCode ? (normalCode(typed) ?? undefined) : undefined, formId: randomUUID() }, failed.init ?? undefined);
  }
}

/** GET /design/photo/{needId}/{photoId}: a photo's file for who may see it; 404 for anyone else. */
export async function roomPhotoLoader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSession(request, context);
  const file = await roomPhotoFile(context.runtime, session.actor, params.needId ?? '', params.photoId ?? '');
  return pictureResponse(file, 'private');
}
