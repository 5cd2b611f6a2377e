import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ChevronIcon, CloseIcon, SearchIcon } from '../../ui/icons';
import { keepTabInside } from '../../ui/focus-trap';

/** How much the magnifier enlarges the picture. */
const magnification = 2.5;

/**
 * The product's pictures full screen (issue 22): a modal dialog, focus moved in
 * and given back to what opened it, Escape, the close button or a click beside
 * the picture closes it; arrow keys and the buttons go from picture to picture.
 * Pictures are rendered at one size (600 px, infra/images/model-files.ts), so
 * the closer look is a magnifier over that same file: click or tap the picture
 * (or the Magnify button, or +/−) and it enlarges around the pointer, following it.
 */
export function PictureLightbox({ pictures, name, start, onClose }: { pictures: string[]; name: string; start: number; onClose: () => void }) {
  const [index, setIndex] = useState(start);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState({ x: 50, y: 50 });
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const count = pictures.length;
  const go = (step: number) => {
    setZoomed(false);
    setIndex((i) => (i + step + count) % count);
  };
  const latest = useRef({ go, onClose, setZoomed });
  latest.current = { go, onClose, setZoomed };

  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    document.body.classList.add('has-modal');
    const onKey = (e: KeyboardEvent) => {
      const { go: step, onClose: close, setZoomed: zoom } = latest.current;
      if (e.key === 'Escape') {
        e.stopPropagation();
        close();
      } else if (e.key === 'ArrowRight' || e.key === 'ArrowLeft') {
        e.preventDefault();
        step(e.key === 'ArrowRight' ? 1 : -1);
      } else if (e.key === '+' || e.key === '=' || e.key === '-') {
        zoom(e.key !== '-');
      } else if (dialog.current) {
        keepTabInside(e, dialog.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('has-modal');
      before?.focus?.();
    };
  }, []);

  const originAt = (e: React.PointerEvent<HTMLElement> | React.MouseEvent<HTMLElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(100, Math.max(0, v));
    return { x: clamp(((e.clientX - box.left) / box.width) * 100), y: clamp(((e.clientY - box.top) / box.height) * 100) };
  };

  return createPortal(
    <div className="lightbox" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="lightbox__dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} ref={dialog} tabIndex={-1} onClick={(e) => e.target === e.currentTarget && onClose()}>
        <div className="lightbox__bar">
          <h2 id={titleId} className="lightbox__title">
            {name}
            <span className="lightbox__count" aria-live="polite">
              {' '}
              · Picture {index + 1} of {count}
            </span>
          </h2>
          <button type="button" className="lightbox__button" aria-pressed={zoomed} onClick={() => setZoomed((z) => !z)}>
            <SearchIcon />
            <span>{zoomed ? 'Zoom out' : 'Magnify'}</span>
          </button>
          <button type="button" className="lightbox__button lightbox__close" aria-label="Close" ref={closeButton} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div
          className={`lightbox__frame${zoomed ? ' is-zoomed' : ''}`}
          onClick={(e) => {
            setOrigin(originAt(e));
            setZoomed((z) => !z);
          }}
          onPointerMove={(e) => zoomed && setOrigin(originAt(e))}
        >
          <img
            key={pictures[index]}
            src={pictures[index]}
            alt={`${name}, picture ${index + 1} of ${count}${zoomed ? ', magnified' : ''}`}
            width={600}
            height={600}
            draggable={false}
            style={{ transform: zoomed ? `scale(${magnification})` : undefined, transformOrigin: `${origin.x}% ${origin.y}%` }}
          />
        </div>
        {count > 1 ? (
          <div className="lightbox__nav">
            <button type="button" className="lightbox__button" aria-label="Previous picture" onClick={() => go(-1)}>
              <ChevronIcon dir="left" />
            </button>
            <button type="button" className="lightbox__button" aria-label="Next picture" onClick={() => go(1)}>
              <ChevronIcon />
            </button>
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
