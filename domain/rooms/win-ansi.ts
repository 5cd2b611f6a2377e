/**
 * Text for the plan PDF's standard Helvetica, which has WinAnsiEncoding's 218
 * characters and no others (no font file is embedded). Every character WinAnsi
 * has keeps its code; other Latin letters lose their accents (NFKD: ą → a,
 * Ő → O) or are spelled out (ł → l, đ → d, ẞ → SS); typographic variants print
 * as their nearest WinAnsi sign; anything else (Greek, Cyrillic, Chinese,
 * emoji…) prints as "?". The SVG plan and the PDF's title keep the real text.
 */

/** The Unicode characters WinAnsi keeps in 0x80–0x9F (0x81, 0x8D, 0x8F, 0x90 and 0x9D are unused). */
const high: Record<string, number> = {
  '€': 0x80, '‚': 0x82, 'ƒ': 0x83, '„': 0x84, '…': 0x85, '†': 0x86, '‡': 0x87, 'ˆ': 0x88, '‰': 0x89, 'Š': 0x8a, '‹': 0x8b, 'Œ': 0x8c, 'Ž': 0x8e,
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97, '˜': 0x98, '™': 0x99, 'š': 0x9a, '›': 0x9b, 'œ': 0x9c, 'ž': 0x9e, 'Ÿ': 0x9f,
};

/** Letters and signs with no decomposition, spelled with WinAnsi's. */
const spelled: Record<string, string> = {
  'ł': 'l', 'Ł': 'L', 'đ': 'd', 'Đ': 'D', 'ħ': 'h', 'Ħ': 'H', 'ı': 'i', 'ŧ': 't', 'Ŧ': 'T', 'ĸ': 'k', 'ŋ': 'n', 'Ŋ': 'N', 'ſ': 's', 'ẞ': 'SS', 'ƀ': 'b', 'Ɨ': 'I', 'ɨ': 'i',
  '‐': '-', '‑': '-', '‒': '–', '―': '—', '−': '-', '‛': '‘', '‟': '“', '′': "'", '″': '"', '⁄': '/', '\t': ' ', '\n': ' ', '\r': ' ',
};

/** Printed as nothing: zero-width spaces and joiners, the word joiner, the byte-order mark. */
const invisible = /[\u200b-\u200d\u2060\ufeff]/;
const combining = /\p{M}/u;

/** The WinAnsi code of one character, or null when WinAnsi has none. */
export function winAnsiCode(ch: string): number | null {
  const cp = ch.codePointAt(0)!;
  if (ch.length === 1 && cp >= 0x20 && cp <= 0x7e) return cp;
  if (ch.length === 1 && cp >= 0xa0 && cp <= 0xff) return cp;
  return high[ch] ?? null;
}

/** One character as the WinAnsi characters that print for it ("?" when nothing fits). */
function fold(ch: string): string {
  if (winAnsiCode(ch) !== null) return ch;
  if (invisible.test(ch) || combining.test(ch)) return '';
  if (spelled[ch] !== undefined) return spelled[ch]!;
  const parts = [...ch.normalize('NFKD')].filter((c) => !combining.test(c));
  if (parts.length === 0 || (parts.length === 1 && parts[0] === ch)) return '?';
  return parts.map((c) => (winAnsiCode(c) !== null ? c : (spelled[c] ?? '?'))).join('');
}

/** The text as it prints in WinAnsi Helvetica: 'Łódź' → 'Lódz', 'Ελλάδα' → '??????'. */
export function winAnsiText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) out += fold(ch);
  return out;
}

/** The printed text's bytes. */
export function winAnsiBytes(text: string): number[] {
  return [...winAnsiText(text)].map((ch) => winAnsiCode(ch)!);
}
