import fs from 'node:fs';
import { z } from 'zod';
import { defaultTaxRates, type TaxRateTable } from '../../domain/promotions/tax';

const tableSchema = z.record(
  z.string().regex(/^[A-Z]{2}$/, 'States are two capital letters'),
  z.object({ rateBps: z.number().int().min(0).max(2_000), taxesShipping: z.boolean() }).strict(),
);

const cache = new Map<string, TaxRateTable>();

/**
 * The tax table from configuration (TAX_RATES_FILE, config/tax-rates.json by
 * default), checked once per file; keys starting with "_" are notes. A missing
 * file falls back to the domain's default table; a malformed one stops with its error.
 */
export function taxRatesFrom(file: string): TaxRateTable {
  const cached = cache.get(file);
  if (cached) return cached;
  let table: TaxRateTable = defaultTaxRates;
  if (fs.existsSync(file)) {
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    const entries = Object.fromEntries(Object.entries(raw).filter(([k]) => !k.startsWith('_')));
    const parsed = tableSchema.safeParse(entries);
    if (!parsed.success) throw new Error(`Invalid tax table ${file}: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}`);
    table = parsed.data;
  }
  cache.set(file, table);
  return table;
}
