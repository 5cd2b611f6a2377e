import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCanvasUpgradeHandler } from '../canvas/server/socket-server.server';
import { createInboxUpgradeHandler } from '../messaging/server/inbox-socket.server';
import { createFulfilmentUpgradeHandler } from '../orders/server/fulfilment-socket.server';
import { appContexts } from './app-contexts.server';

describe("the contexts' app parts (app/<context>/context.server.ts)", () => {
  it('are found, each in the folder of the context it names, and that context has a domain manifest', () => {
    expect([...appContexts.keys()].sort()).toEqual(['../canvas/context.server.ts', '../messaging/context.server.ts', '../orders/context.server.ts']);
    for (const [file, part] of appContexts) {
      expect(file).toBe(`../${part.context}/context.server.ts`);
      expect(fs.existsSync(path.resolve(__dirname, `../../domain/${part.context}/context.ts`)), part.context).toBe(true);
    }
  });

  it('host every socket server of the site', () => {
    const servers = [...appContexts.values()].flatMap((c) => c.socketServers ?? []);
    expect(new Set(servers)).toEqual(new Set([createCanvasUpgradeHandler, createInboxUpgradeHandler, createFulfilmentUpgradeHandler]));
  });
});
