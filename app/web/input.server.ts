import { ValidationError } from '../../domain/shared/errors';
import { MAX_JSON_DEPTH, tooDeepMessage } from './json-depth';

export const invalidCharactersMessage = 'The request contains characters that are not allowed';
export const unreadableBodyMessage = 'The request could not be read. Please send the form again.';

const lone = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text no page or call ever needs and PostgreSQL refuses to store: NUL and
 * unpaired UTF-16 surrogates. Refused at the edge, for every field of any
 * input (query, form or JSON), with the field's name. Input nested deeper than
 * MAX_JSON_DEPTH is refused too. A loop with its own stack: no input, however
 * deep, can overflow the call stack (issue 20).
 */
export function assertCleanInput(value: unknown, path = ''): void {
  const stack: [unknown, string, number][] = [[value, path, 0]];
  const refuse = (at: string) => {
    throw new ValidationError('INVALID_CHARACTERS', invalidCharactersMessage, { [at || '_']: invalidCharactersMessage });
  };
  while (stack.length) {
    const [v, at, depth] = stack.pop()!;
    if (typeof v === 'string') {
      if (v.includes('\u0000') || lone.test(v)) refuse(at);
    } else if (v && typeof v === 'object' && !(v instanceof Blob)) {
      if (depth >= MAX_JSON_DEPTH) throw new ValidationError('TOO_DEEP', tooDeepMessage, { [at || '_']: tooDeepMessage });
      if (Array.isArray(v)) {
        for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${at}[${i}]`, depth + 1]);
      } else {
        const entries = Object.entries(v);
        for (let i = entries.length - 1; i >= 0; i--) {
          const [k, child] = entries[i]!;
          stack.push([child, at ? `${at}.${k}` : k, depth + 1]);
          stack.push([k, at, depth + 1]);
        }
      }
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
