import { useEffect, useId, useRef } from 'react';
import { CloseIcon } from './icons';
import { keepTabInside } from './focus-trap';


/**
 * A modal panel over a dimmed page: focus moves in (and back out on close),
 * Tab stays inside, Escape and a click on the backdrop close it.
 */
export function ModalFrame({
  title,
  onClose,
  children,
  size = 'normal',
  role = 'dialog',
}: {
  title: React.ReactNode;
  onClose: () => void;
  children: React.ReactNode;
  size?: 'normal' | 'small';
  role?: 'dialog' | 'alertdialog';
}) {
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    // The first field still to fill in (a prefilled e-mail is skipped), else the main button.
    const inputs = [...(panel.current?.querySelectorAll<HTMLInputElement>('input:not([type="hidden"]):not([readonly])') ?? [])];
    const first = inputs.find((i) => !i.value) ?? inputs[0] ?? panel.current?.querySelector<HTMLElement>('button.button--primary') ?? panel.current;
    first?.focus();
    document.body.classList.add('has-modal');
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        close.current();
      } else if (panel.current) {
        keepTabInside(e, panel.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-modal');
      before?.focus?.();
    };
  }, []);

  return (
    <div className="modal" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className={`modal__panel modal__panel--${size}`} role={role} aria-modal="true" aria-labelledby={titleId} ref={panel} tabIndex={-1}>
        <button type="button" className="icon-button modal__close" aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </button>
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
