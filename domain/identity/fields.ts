import { z } from 'zod';

/** Input fields shared by identity commands and the JSON API, with the messages a form shows. */
export const emailField = z
  .string({ required_error: 'Please enter e-mail', invalid_type_error: 'Please enter e-mail' })
  .trim()
  .min(1, 'Please enter e-mail')
  .max(254, 'E-mail is too long')
  .email('Please enter a valid e-mail')
  .transform((v) => v.toLowerCase());

/** What a user may choose as a password; the hash is what reaches the domain. */
export const passwordField = z
  .string({ required_error: 'Please enter password', invalid_type_error: 'Please enter password' })
  .min(1, 'Please enter password')
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters');

/** Signing in checks a password without judging its strength (old accounts may have short ones). */
export const currentPasswordField = z
  .string({ required_error: 'Please enter password', invalid_type_error: 'Please enter password' })
  .min(1, 'Please enter password')
  .max(128, 'Password must be at most 128 characters');

export const userIdField = z.string().trim().min(1).max(64).regex(/^[A-Za-z0-9-]+$/, 'Invalid user id');
export const hashField = z.string().min(16).max(512);
export const timestampField = z.string().datetime({ offset: true });

export const usernameField = z.string({ invalid_type_error: 'Please enter a name' }).trim().max(60, 'Name is at most 60 characters');

export const mobileField = z
  .string({ required_error: 'Please enter mobile number', invalid_type_error: 'Please enter mobile number' })
  .trim()
  .min(1, 'Please enter mobile number')
  .transform((v) => v.replace(/[\s().-]/g, ''))
  .pipe(z.string().regex(/^\+?[0-9]{7,15}$/, 'Please enter a valid mobile number'));

/** Form values '1'/'0'/'true'/'false' as well as JSON booleans. */
export const flagField = (label: string) =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
    z.boolean({ required_error: `Please choose ${label}`, invalid_type_error: `${label} must be true or false` }),
  );

export const providerField = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(['GOOGLE', 'FACEBOOK'], { errorMap: () => ({ message: 'Unknown sign-in provider' }) }),
);

const text = (label: string, max: number) =>
  z.string({ required_error: `Please enter ${label}`, invalid_type_error: `Please enter ${label}` }).trim().min(1, `Please enter ${label}`).max(max, `${label[0].toUpperCase()}${label.slice(1)} is at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max).default('');

export const addressFields = z.object({
  firstName: text('first name', 60),
  lastName: text('last name', 60),
  address1: text('address', 200),
  address2: optionalText(200),
  city: text('city', 100),
  state: text('state', 100),
  zip: z.string({ required_error: 'Please enter zip code' }).trim().regex(/^[A-Za-z0-9 -]{3,12}$/, 'Please enter a valid zip code'),
  country: z.string().trim().min(2).max(60).default('US'),
  phone: optionalText(30),
});
