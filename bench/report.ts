export interface Row {
  figure: string;
  value: string;
  baseline: string;
  ratio: string;
  target: string;
  /** PASS / MISS when the row has a target; '' otherwise. */
  verdict: '' | 'PASS' | 'MISS';
}

const headers = ['figure', 'value', 'baseline (same run)', 'ratio', 'target', ''] as const;
const cells = (r: Row) => [r.figure, r.value, r.baseline, r.ratio, r.target, r.verdict];

export function consoleTable(rows: readonly Row[]): string {
  const all = [headers as readonly string[], ...rows.map(cells)];
  const widths = headers.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r: readonly string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ').trimEnd();
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(line)].join('\n');
}

export function markdownTable(rows: readonly Row[]): string {
  const esc = (s: string) => s.replace(/\|/g, '\\|');
  return [
    `| ${headers.map((h) => h || 'result').join(' | ')} |`,
    `| ${headers.map((_, i) => (i === 0 ? '---' : i === 5 ? ':---:' : '---:')).join(' | ')} |`,
    ...rows.map((r) => `| ${cells(r).map(esc).join(' | ')} |`),
  ].join('\n');
}

export const rate = (n: number) => `${Math.round(n).toLocaleString('en-US')}/s`;
export const ms = (n: number) => `${n < 10 ? n.toFixed(2) : n.toFixed(1)} ms`;
export const times = (n: number) => `${n.toFixed(2)}×`;
