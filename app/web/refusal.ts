import { ZodError } from 'zod';
import { isDomainError } from '../../domain/shared/errors';
import { validationErrorFrom } from '../../infra/commands/pipeline';

/** A rule break or invalid input as a user is told of it: the status, a message and one per field. */
export interface Refusal {
  status: number;
  code: string;
  message: string;
  fields?: Record<string, string>;
}

/**
 * What a page or a JSON call answers for an error: a refusal for rule breaks
 * and invalid input (zod's included); null for anything unexpected, which the
 * caller logs and answers with the spec's 500 message.
 */
export function refusalOf(error: unknown): Refusal | null {
  const known = error instanceof ZodError ? validationErrorFrom(error) : error;
  if (!isDomainError(known)) return null;
  const fields = Object.keys(known.fields).length ? { ...known.fields } : undefined;
  return { status: known.status, code: known.code, message: known.message, fields };
}
