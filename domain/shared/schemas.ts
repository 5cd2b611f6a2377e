import { z } from 'zod';

/** An id as commands take it: letters, digits, '_' and '-', at most `max` long; every failure says `message`. */
export const idField = (message: string, max = 64) =>
  z.string({ required_error: message, invalid_type_error: message }).trim().min(1, message).max(max, message).regex(/^[A-Za-z0-9_-]+$/, message);
