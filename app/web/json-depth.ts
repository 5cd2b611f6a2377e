import { ValidationError } from '../../domain/shared/errors';

/**
 * How deeply any JSON the site reads may nest (issue 20): request bodies, JSON
 * held in a field or a query, and socket messages. No call, form or message
 * needs more than a handful of levels (a canvas snapshot's objects, a console
 * filter); 64 leaves ample room. Deeper input is refused with a 400 (or a
 * socket error message) before it is parsed, and every check here is a loop:
 * nothing recurses, so no input can overflow the stack. No Node-only imports:
 * the socket protocols shared with the browser use it too.
 */
export const MAX_JSON_DEPTH = 64;

/** The refusal, for a request or a socket message. */
export const tooDeepMessageOf = (what: 'request' | 'message') => `This ${what} is nested too deeply (at most ${MAX_JSON_DEPTH} levels of arrays and objects)`;
export const tooDeepMessage = tooDeepMessageOf('request');

/**
 * Whether JSON text opens more than `max` arrays/objects inside one another.
 * One pass over the characters, outside strings; malformed text is left to
 * JSON.parse to refuse.
 */
export function jsonTextTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export type JsonParse = { ok: true; value: unknown } | { ok: false; problem: 'depth' | 'syntax' };

/** JSON text parsed, unless it is malformed or nests more than MAX_JSON_DEPTH levels. Never throws. */
export function parseJsonWithin(text: string, max = MAX_JSON_DEPTH): JsonParse {
  if (jsonTextTooDeep(text, max)) return { ok: false, problem: 'depth' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, problem: 'syntax' };
  }
}

/**
 * JSON text held in a field or query (a list as a string, a canvas snapshot):
 * its value, or null when it is not JSON; nested deeper than MAX_JSON_DEPTH it
 * is refused with a 400 naming the field.
 */
export function jsonTextOrNull(text: string, field: string): unknown {
  const parsed = parseJsonWithin(text);
  if (parsed.ok) return parsed.value;
  if (parsed.problem === 'depth') throw new ValidationError('TOO_DEEP', `${field}: ${tooDeepMessage}`, { [field]: tooDeepMessage });
  return null;
}
