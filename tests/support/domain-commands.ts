import fs from 'node:fs';
import path from 'node:path';
import type { CommandRules } from '../../domain/authz';
import type { BoundedContext } from '../../domain/shared/bounded-context';
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

/** Every context's manifest (`domain/<context>/context.ts`), found on disk so a context left out of composition-root/contexts.ts counts too. */
export async function allContextsOnDisk(): Promise<BoundedContext[]> {
  const domain = path.resolve(__dirname, '../../domain');
  const found: BoundedContext[] = [];
  for (const dir of fs.readdirSync(domain).sort()) {
    if (!fs.existsSync(path.join(domain, dir, 'context.ts'))) continue;
    const module = (await import(`../../domain/${dir}/context.ts`)) as Record<string, unknown>;
    for (const value of Object.values(module)) if (value && typeof value === 'object' && 'rules' in value && 'commands' in value && 'streams' in value) found.push(value as BoundedContext);
  }
  return found;
}

/** The rule of every command, from every context's manifest on disk. */
export async function allRules(): Promise<CommandRules> {
  return Object.assign({}, ...(await allContextsOnDisk()).map((c) => c.rules));
}
