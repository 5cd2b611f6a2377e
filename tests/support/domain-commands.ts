import fs from 'node:fs';
import path from 'node:path';
import type { CommandDefinition } from '../../domain/shared/command-definition';

/** Every command definition of every context (`domain/<context>/commands.ts`), found on disk so a new context's commands count too. */
export async function allCommandDefinitions(): Promise<CommandDefinition[]> {
  const domain = path.resolve(__dirname, '../../domain');
  const defs: CommandDefinition[] = [];
  for (const dir of fs.readdirSync(domain).sort()) {
    if (!fs.existsSync(path.join(domain, dir, 'commands.ts'))) continue;
    const module = (await import(`../../domain/${dir}/commands.ts`)) as Record<string, unknown>;
    for (const group of Object.values(module)) {
      if (!group || typeof group !== 'object') continue;
      for (const def of Object.values(group)) {
        if (def && typeof def === 'object' && 'decider' in def && 'streamId' in def && 'type' in def) defs.push(def as CommandDefinition);
      }
    }
  }
  return defs;
}
