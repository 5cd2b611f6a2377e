import { ModalFrame } from './modal-frame';
import { useShell } from './shell-context';

/** The Warn and confirmation dialogs (part 1 §2: title, text, cancel and OK buttons). */
export function ShellDialog() {
  const { dialog, closeDialog } = useShell();
  if (!dialog) return null;
  return (
    <ModalFrame title={dialog.title} onClose={() => closeDialog(false)} size="small" role="alertdialog">
      <p className="modal__text">{dialog.message}</p>
      <div className="modal__actions">
        {dialog.kind === 'confirm' ? (
          <button type="button" className="button" onClick={() => closeDialog(false)}>
            Cancel
          </button>
        ) : null}
        <button type="button" className="button button--primary" onClick={() => closeDialog(true)}>
          {dialog.kind === 'confirm' ? dialog.okText : 'OK'}
        </button>
      </div>
    </ModalFrame>
  );
}

/** Success and error toasts; they hide themselves (1500 ms, errors 3000 ms). */
export function ToastStack() {
  const { toasts } = useShell();
  return (
    <div className="toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <p key={t.id} className={`toast toast--${t.tone}`}>
          <span className="toast__icon" aria-hidden="true">
            {t.tone === 'success' ? '✓' : '!'}
          </span>
          <span className="toast__text">{t.message}</span>
        </p>
      ))}
    </div>
  );
}
