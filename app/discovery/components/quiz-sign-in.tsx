import { Link } from '@remix-run/react';
import { CsrfField, Field } from '../../ui/form-field';

/**
 * /style-quiz/signin and /signup: the site's own sign-in and sign-up, posted to
 * /sign-in as the login modal's forms are (same fields, same action), as whole
 * page posts that come back to the result — the visitor's profile follows them
 * into the account (processes/discovery/style-profile-claims.ts). A failed
 * post lands on /sign-in with its message, as the modal's do without scripts.
 */
export function QuizSignIn({ mode }: { mode: 'login' | 'register' }) {
  const login = mode === 'login';
  return (
    <section className="container style-quiz style-quiz--sign-in" aria-labelledby="quiz-title">
      <h1 id="quiz-title">{login ? 'Sign in to keep your style' : 'Create an account to keep your style'}</h1>
      <p className="style-quiz__intro">Your style profile moves into your account, and your designer sees it when you start a project.</p>
      <form method="post" action="/sign-in" className="modal-form style-quiz__sign-in" noValidate>
        <input type="hidden" name="intent" value={mode} />
        <CsrfField />
        <input type="hidden" name="via" value="page" />
        <input type="hidden" name="redirectTo" value="/style-quiz/result" />
        {login ? null : <Field label="Your name (optional)" name="username" autoComplete="name" maxLength={60} />}
        <Field label="E-mail" name="email" type="email" autoComplete="email" required />
        <Field label="Password" name="password" type="password" autoComplete={login ? 'current-password' : 'new-password'} required hint={login ? undefined : 'At least 8 characters'} />
        <button type="submit" className="button button--primary button--block">
          {login ? 'Sign in' : 'Create account'}
        </button>
      </form>
      <p className="modal__switch">
        {login ? (
          <>
            New to Roomcraft? <Link to="/style-quiz/signup">Create an account</Link>
          </>
        ) : (
          <>
            Already have an account? <Link to="/style-quiz/signin">Sign in</Link>
          </>
        )}
        {' · '}
        <Link to="/style-quiz/result">Back to my result</Link>
      </p>
    </section>
  );
}
