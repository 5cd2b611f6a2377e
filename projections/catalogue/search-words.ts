/** Lower-case words of at least two letters or digits; also used to clean shoppers' keywords. */
export function searchWords(text: string): string[] {
  const words = text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]{2,}/g) ?? [];
  return [...new Set(words)];
}
