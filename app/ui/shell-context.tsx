import { createContext, useContext } from 'react';
import type { LoginMode, LoginRequest } from '~/web/sign-in-rules';

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error';
}

export type Dialog =
  | { kind: 'warn'; title: string; message: string; onClose?: () => void }
  | { kind: 'confirm'; title: string; message: string; okText: string; resolve: (ok: boolean) => void };

/** What every page may ask of the site's frame: the login modal, toasts and dialogs (app/shell/components/shell-provider.tsx provides it). */
export interface Shell {
  login: LoginRequest | null;
  openLogin(request?: LoginMode | LoginRequest): void;
  /** Closes the modal; on a sign-in page or with ?login=1 the address moves on so it stays closed. */
  closeLogin(): void;
  toast(message: string, tone?: Toast['tone'], ms?: number): void;
  toasts: Toast[];
  dialog: Dialog | null;
  warn(message: string, title?: string): void;
  confirm(title: string, message: string, okText?: string): Promise<boolean>;
  closeDialog(ok?: boolean): void;
}

export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside ShellProvider');
  return shell;
}
