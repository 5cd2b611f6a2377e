import { Form } from '@remix-run/react';
import { CsrfField } from '../../ui/form-field';

/** Sign-out is a plain page post, so the browser loads / afterwards (a reload on the home page). */
export function SignOutButton({ className }: { className: string }) {
  return (
    <Form method="post" action="/sign-out" reloadDocument className="sign-out-form">
      <CsrfField />
      <button type="submit" className={className}>
        Sign out
      </button>
    </Form>
  );
}
