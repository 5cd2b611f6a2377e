import { defineAppContext } from '../web/app-context';
import { createCanvasUpgradeHandler } from './server/socket-server.server';

export const appContext = defineAppContext({ context: 'canvas', socketServers: [createCanvasUpgradeHandler] });
