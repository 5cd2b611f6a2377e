/** Prints the page (hidden in the printout itself). */
export function PrintButton() {
  return (
    <button type="button" className="button print-page__button" onClick={() => window.print()}>
      Print
    </button>
  );
}
