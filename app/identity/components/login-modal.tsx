import { useEffect } from 'react';
import { useFetcher, useLocation, useNavigate, useRevalidator } from '@remix-run/react';
import type { FormResult } from '~/web/form-result';
import { useShellData } from '~/ui/shell-data';
import { isSignInPath, loginParams, providerLabel, reloadsAfterSignIn, type LoginRequest } from '~/web/sign-in-rules';
import { CreateForm, LoginForm, OAuthForm, RegisterChoice } from './login-forms';
import { ModalFrame } from '../../ui/modal-frame';
import { useShell } from '../../ui/shell-context';
import { useFormFeedback } from '../../ui/use-form-feedback';
import { signInFetcherKey } from './use-sign-in';

function titleOf(request: LoginRequest): string {
  switch (request.mode) {
    case 'LOGIN':
      return 'Sign in';
    case 'REGISTER':
      return 'Join Roomcraft';
    case 'CREATE':
      return 'Sign up with e-mail';
    case 'OAUTH_BIND':
      return `Link your ${providerLabel(request.provider)} account`;
    case 'OAUTH_CREATE':
      return 'Finish signing up';
  }
}

/** The social popup's answer, posted by /oauth/popup to the window that opened it. */
export interface PopupMessage {
  type: 'roomcraft:oauth';
  query: string;
}

/**
 * The login/register modal with its five modes (part 1 §2). Always mounted: it
 * also handles the answer of its forms and of the social sign-in popup.
 */
export function LoginModal() {
  const { login, openLogin, closeLogin } = useShell();
  const { user } = useShellData();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const fetcher = useFetcher<FormResult>({ key: signInFetcherKey });

  // Signed in: on the mood board page the page reloads (part 1 §2); elsewhere it stays.
  useFormFeedback(fetcher, {
    errorToast: false,
    onSuccess: () => {
      if (reloadsAfterSignIn(location.pathname)) return window.location.reload();
      closeLogin();
      // A page that showed "Please sign in to continue" renders again with the signed-in data.
      if (!isSignInPath(location.pathname) && !loginParams.some((p) => new URLSearchParams(location.search).has(p))) revalidator.revalidate();
    },
  });

  // A social key that expired meanwhile: back to the plain sign-in with the spec's message.
  const answer = fetcher.data;
  useEffect(() => {
    if (fetcher.state === 'idle' && answer && !answer.ok && answer.code === 'EXPIRE_KEY') openLogin({ mode: 'LOGIN', error: answer.message });
  }, [answer, fetcher.state, openLogin]);

  useEffect(() => {
    const onMessage = (event: MessageEvent<PopupMessage>) => {
      if (event.origin !== window.location.origin || event.data?.type !== 'roomcraft:oauth') return;
      const answer = new URLSearchParams(event.data.query);
      const authId = answer.get('authId');
      if (answer.get('oauth') === 'success') {
        if (reloadsAfterSignIn(location.pathname)) window.location.reload();
        else {
          closeLogin();
          revalidator.revalidate();
        }
      } else if (authId) {
        // The root loader checks the key (checkOauthLogin) and asks for OAUTH_BIND or OAUTH_CREATE.
        const here = new URLSearchParams(location.search);
        here.set('authId', authId);
        navigate(`${location.pathname}?${here}`, { replace: true, preventScrollReset: true });
      } else {
        openLogin({ mode: 'LOGIN', error: answer.get('oauthError') ?? 'We could not sign you in with this provider. Please try again.' });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [location.pathname, location.search, navigate, openLogin, closeLogin, revalidator]);

  if (!login || user) return null;
  return (
    <ModalFrame key={login.mode} title={titleOf(login)} onClose={closeLogin}>
      {login.error ? (
        <p className="form-alert" role="alert">
          {login.error}
        </p>
      ) : null}
      {login.mode === 'LOGIN' ? <LoginForm /> : null}
      {login.mode === 'REGISTER' ? <RegisterChoice /> : null}
      {login.mode === 'CREATE' ? <CreateForm /> : null}
      {login.mode === 'OAUTH_BIND' || login.mode === 'OAUTH_CREATE' ? <OAuthForm request={login} /> : null}
    </ModalFrame>
  );
}
