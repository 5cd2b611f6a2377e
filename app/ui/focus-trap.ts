/** What Tab may reach inside a modal dialog. */
export const focusableSelector = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside a modal dialog: from its last focusable element Tab goes to
 * the first, and Shift+Tab from the first to the last. Call it from a keydown
 * handler; it acts only on Tab.
 */
export function keepTabInside(e: KeyboardEvent, root: HTMLElement, selector = focusableSelector): void {
  if (e.key !== 'Tab') return;
  const items = [...root.querySelectorAll<HTMLElement>(selector)];
  if (!items.length) return;
  const [head, tail] = [items[0], items[items.length - 1]];
  if (e.shiftKey && document.activeElement === head) {
    e.preventDefault();
    tail.focus();
  } else if (!e.shiftKey && document.activeElement === tail) {
    e.preventDefault();
    head.focus();
  }
}
