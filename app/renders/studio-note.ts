/** What a studio render is, and is not (ADR 062), said plainly wherever one is made or shown. Browser-safe. */
export const studioNote = 'A studio render is a room of your type and style composed from pieces in stock — it does not repaint your photo. Every piece in it can be bought.';
