import type { MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { uploadCodeAction, uploadCodeLoader, type UploadCodeResult } from '~/projects/server/room-photo-pages.server';
import { FormAlert } from '~/ui/form-field';
import { fieldError } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Send photos with a code · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = uploadCodeLoader;
export const action = uploadCodeAction;

/**
 * /design/uploadcode: a phone sends room photos to a project with the code
 * shown on the computer. No sign-in; the page shows nothing about the project.
 */
export default function UploadWithCode() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<UploadCodeResult>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const code = result?.code;
  const formId = result?.formId ?? page.formId;
  return (
    <div className="container design-step">
      <h1 className="design-step__title">Send photos of your room</h1>
      {result?.ok ? (
        <p className="form-notice" role="status" data-testid="upload-code-status">
          {result.message}
        </p>
      ) : null}
      <FormAlert result={result} shown={code ? [] : ['code']} />
      {code ? (
        <Form method="post" encType="multipart/form-data" className="room-photos__upload" data-testid="upload-code-photos">
          <input type="hidden" name="code" value={code} />
          <input type="hidden" name="formId" value={formId} />
          <label className="field__label" htmlFor="photos">
            Choose or take photos (up to {page.limits.maxPhotos}, {page.limits.maxMb} MB each)
          </label>
          <input id="photos" type="file" name="photos" multiple accept="image/jpeg,image/png,image/webp" />
          <button type="submit" name="intent" value="upload" className="button button--primary" disabled={busy}>
            {busy ? 'Sending…' : 'Send photos'}
          </button>
        </Form>
      ) : (
        <Form method="post" className="room-photos__upload" data-testid="upload-code-form">
          <p>Enter the {page.limits.codeLength}-character code shown on your computer, on the project’s photos page.</p>
          <label className="field__label" htmlFor="code">
            Code
          </label>
          <input id="code" name="code" className="field__input" autoComplete="one-time-code" autoCapitalize="characters" spellCheck={false} maxLength={12} required aria-invalid={fieldError(result, 'code') ? true : undefined} />
          {fieldError(result, 'code') ? <p className="field__error">{fieldError(result, 'code')}</p> : null}
          <button type="submit" name="intent" value="check" className="button button--primary" disabled={busy}>
            Continue
          </button>
        </Form>
      )}
    </div>
  );
}
