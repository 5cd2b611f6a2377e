import { ValidationError } from '../../domain/shared/errors';

export const invalidCharactersMessage = 'The request contains characters that are not allowed';
export const unreadableBodyMessage = 'The request could not be read. Please send the form again.';

const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text no page or call ever needs and PostgreSQL refuses to store: NUL and
 * unpaired UTF-16 surrogates. Refused at the edge, for every field of any
 * input (query, form or JSON), with the field's name.
 */
export function assertCleanInput(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (value.includes('\u0000') || lone.test(value)) throw new ValidationError('INVALID_CHARACTERS', invalidCharactersMessage, { [path || '_']: invalidCharactersMessage });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => assertCleanInput(v, `${path}[${i}]`));
  } else if (value && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [k, v] of Object.entries(value)) {
      assertCleanInput(k, path);
      assertCleanInput(v, path ? `${path}.${k}` : k);
    }
  }
}

/** A form body (urlencoded or multipart) or a clear 400: never a parser's exception. */
export async function readFormBody(request: Request): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) throw new ValidationError('UNSUPPORTED_BODY', unreadableBodyMessage);
  try {
    return await request.formData();
  } catch {
    throw new ValidationError('UNREADABLE_BODY', unreadableBodyMessage);
  }
}
