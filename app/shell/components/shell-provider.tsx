import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@remix-run/react';
import { watchCalls } from '~/web/call-watcher';
import { InboxProvider } from '~/messaging';
import { toastMs, useShellData } from '~/ui/shell-data';
import { ShellContext, type Dialog, type Shell, type Toast } from '~/ui/shell-context';
import { afterSignIn, isSignInPath, loginParams, type LoginMode, type LoginRequest } from '~/web/sign-in-rules';

/** Login modal, dialogs and toasts for the whole site, and the live inbox; it also watches every call for 401 and 403. */
export function ShellProvider({ children }: { children: React.ReactNode }) {
  const { login: asked, user } = useShellData();
  const location = useLocation();
  const navigate = useNavigate();
  const [login, setLogin] = useState<LoginRequest | null>(asked);
  const [toasts, setToasts] = useState<Toast[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const nextId = useRef(1);

  const toast = useCallback((message: string, tone: Toast['tone'] = 'success', ms = toastMs[tone]) => {
    const id = nextId.current++;
    setToasts((all) => [...all.slice(-2), { id, message, tone }]);
    window.setTimeout(() => setToasts((all) => all.filter((t) => t.id !== id)), ms);
  }, []);

  const closeDialog = useCallback((ok = false) => {
    setDialog((current) => {
      if (current?.kind === 'confirm') current.resolve(ok);
      // Outside the state update: the callback may navigate.
      else if (current?.onClose) window.setTimeout(current.onClose, 0);
      return null;
    });
  }, []);

  const openLogin = useCallback(
    (request: LoginMode | LoginRequest = 'LOGIN') => {
      closeDialog(false);
      setLogin(typeof request === 'string' ? { mode: request } : request);
    },
    [closeDialog],
  );

  const closeLogin = useCallback(() => {
    setLogin(null);
    const params = new URLSearchParams(location.search);
    if (isSignInPath(location.pathname)) navigate(afterSignIn(location.pathname, location.search), { replace: true });
    else if (loginParams.some((p) => params.has(p))) navigate(afterSignIn(location.pathname, location.search), { replace: true, preventScrollReset: true });
  }, [location.pathname, location.search, navigate]);

  // Scripts are live: tests (and styles) can tell a hydrated page by this mark.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);

  // What the address asks for (sign-in path, ?login=1, ?authId=…, a page that needs a client).
  const askedKey = asked ? JSON.stringify(asked) : '';
  useEffect(() => {
    if (asked) setLogin(asked);
    else if (user) setLogin(null);
  }, [askedKey, location.key, Boolean(user)]);

  // A 401 closes dialogs and opens login; a 403 warns 'No access.' and goes back one page (part 1 §8).
  useEffect(
    () =>
      watchCalls((status) => {
        if (status === 401) openLogin('LOGIN');
        // Back once the dialog is closed: the message is read first, even when the page before was another document.
        else setDialog({ kind: 'warn', title: 'Warn', message: 'No access.', onClose: () => window.history.back() });
      }),
    [openLogin],
  );

  const shell = useMemo<Shell>(
    () => ({
      login,
      openLogin,
      closeLogin,
      toast,
      toasts,
      dialog,
      warn: (message, title = 'Warn') => setDialog({ kind: 'warn', title, message }),
      confirm: (title, message, okText = 'OK') =>
        new Promise<boolean>((resolve) => setDialog({ kind: 'confirm', title, message, okText, resolve })),
      closeDialog,
    }),
    [login, openLogin, closeLogin, toast, toasts, dialog, closeDialog],
  );
  return (
    <ShellContext.Provider value={shell}>
      <InboxProvider>{children}</InboxProvider>
    </ShellContext.Provider>
  );
}
