import { Link } from '@remix-run/react';
import { providerLabel, type LoginRequest } from '~/web/sign-in-rules';
import { Field, FormAlert } from '../../ui/form-field';
import { useShell } from '../../ui/shell-context';
import { SocialButtons } from './social-buttons';
import { useSignInForm } from './use-sign-in';

const action = '/sign-in';

function Submit({ busy, children }: { busy: boolean; children: React.ReactNode }) {
  return (
    <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
      {busy ? 'Please wait…' : children}
    </button>
  );
}

/** LOGIN: e-mail and password, social sign-in, the forgotten-password link. */
export function LoginForm() {
  const { openLogin, closeLogin } = useShell();
  const { fetcher, hidden, result, fields, busy } = useSignInForm('login');
  return (
    <>
      <SocialButtons />
      <fetcher.Form method="post" action={action} className="modal-form" noValidate>
        {hidden}
        <FormAlert result={result} shown={['email', 'password']} />
        <Field label="E-mail" name="email" type="email" autoComplete="email" required error={fields.email} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" required error={fields.password} />
        <p className="modal-form__aside">
          <Link to="/forget" onClick={() => closeLogin()}>
            Forgot password?
          </Link>
        </p>
        <Submit busy={busy}>Sign in</Submit>
      </fetcher.Form>
      <p className="modal__switch">
        New to Roomcraft?{' '}
        <button type="button" className="link-button" onClick={() => openLogin('REGISTER')}>
          Create an account
        </button>
      </p>
    </>
  );
}

/** REGISTER: how to sign up (a provider, or e-mail). */
export function RegisterChoice() {
  const { openLogin } = useShell();
  return (
    <>
      <p className="modal__text">Save your rooms, mood boards and favourite pieces, and pick up where you left off on any device.</p>
      <SocialButtons />
      <button type="button" className="button button--primary button--block" onClick={() => openLogin('CREATE')}>
        Sign up with e-mail
      </button>
      <SwitchToSignIn />
    </>
  );
}

/** CREATE: a new account with e-mail and password; an activation code is mailed. */
export function CreateForm() {
  const { fetcher, hidden, result, fields, busy } = useSignInForm('register');
  return (
    <>
      <fetcher.Form method="post" action={action} className="modal-form" noValidate>
        {hidden}
        <FormAlert result={result} shown={['username', 'email', 'password']} />
        <Field label="Your name (optional)" name="username" autoComplete="name" maxLength={60} error={fields.username} />
        <Field label="E-mail" name="email" type="email" autoComplete="email" required error={fields.email} />
        <Field label="Password" name="password" type="password" autoComplete="new-password" required hint="At least 8 characters" error={fields.password} />
        <Submit busy={busy}>Create account</Submit>
      </fetcher.Form>
      <SwitchToSignIn />
    </>
  );
}

/** OAUTH_BIND (the e-mail has an account: its password links the provider) and OAUTH_CREATE (a new account). */
export function OAuthForm({ request }: { request: LoginRequest }) {
  const { fetcher, hidden, result, fields, busy } = useSignInForm('oauth');
  const bind = request.mode === 'OAUTH_BIND';
  const provider = providerLabel(request.provider);
  return (
    <fetcher.Form method="post" action={action} className="modal-form" noValidate>
      {hidden}
      <input type="hidden" name="authId" value={request.authId ?? ''} />
      <p className="modal__text">
        {bind
          ? `You already have a Roomcraft account with ${request.email}. Enter its password once to link ${provider}; next time ${provider} signs you in directly.`
          : `${provider} has signed you in. Choose the e-mail and a password for your new Roomcraft account.`}
      </p>
      <FormAlert result={result} shown={['email', 'password', 'authId']} />
      {bind ? (
        <Field label="E-mail" name="email" type="email" value={request.email ?? ''} readOnly error={fields.email} />
      ) : (
        <Field label="E-mail" name="email" type="email" autoComplete="email" defaultValue={request.email ?? ''} required error={fields.email} />
      )}
      <Field
        label="Password"
        name="password"
        type="password"
        autoComplete={bind ? 'current-password' : 'new-password'}
        required
        hint={bind ? undefined : 'At least 8 characters'}
        error={fields.password ?? fields.authId}
      />
      <Submit busy={busy}>{bind ? `Link ${provider} and sign in` : 'Create account'}</Submit>
    </fetcher.Form>
  );
}

/** "Already have an account? Sign in", under the sign-up forms. */
function SwitchToSignIn() {
  const { openLogin } = useShell();
  return (
    <p className="modal__switch">
      Already have an account?{' '}
      <button type="button" className="link-button" onClick={() => openLogin('LOGIN')}>
        Sign in
      </button>
    </p>
  );
}
