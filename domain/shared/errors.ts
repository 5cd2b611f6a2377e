/**
 * Typed rule breaks. `decide` throws these; the pipeline turns them into a page
 * message or `{ success: false, message }` with the status below. Nothing is appended.
 */
export type ErrorKind =
  | 'validation'
  | 'illegal_state'
  | 'not_found'
  | 'unauthorized'
  | 'forbidden'
  | 'conflict'
  | 'rate_limited';

export const httpStatusOf: Record<ErrorKind, number> = {
  validation: 400,
  illegal_state: 409,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  rate_limited: 429,
};

/** The app and its runtime come from one bundle (ADR 009), so one class identity holds. */
export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    readonly code: string,
    message: string,
    /** Field-level messages for forms: `{ email: 'Please enter e-mail' }`. */
    readonly fields: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
  get status(): number {
    return httpStatusOf[this.kind];
  }
}

export class ValidationError extends DomainError {
  constructor(code: string, message: string, fields: Record<string, string> = {}) {
    super('validation', code, message, fields);
  }
}
export class IllegalStateError extends DomainError {
  constructor(code: string, message: string) {
    super('illegal_state', code, message);
  }
}
export class NotFoundError extends DomainError {
  constructor(code: string, message: string) {
    super('not_found', code, message);
  }
}
export class UnauthorizedError extends DomainError {
  constructor(message = 'Please sign in to continue') {
    super('unauthorized', 'UNAUTHORIZED', message);
  }
}
export class ForbiddenError extends DomainError {
  /** The spec's 403 text. */
  constructor(message = 'No access.') {
    super('forbidden', 'FORBIDDEN', message);
  }
}
export class ConcurrencyError extends DomainError {
  constructor(
    readonly streamId: string,
    readonly expected: number | string,
    readonly actual: number,
  ) {
    super('conflict', 'WRONG_EXPECTED_VERSION', `Stream ${streamId} is at version ${actual}, expected ${expected}`);
  }
}
export class RateLimitedError extends DomainError {
  constructor(message: string) {
    super('rate_limited', 'RATE_LIMITED', message);
  }
}
