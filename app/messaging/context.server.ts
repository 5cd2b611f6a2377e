import { defineAppContext } from '../web/app-context';
import { createInboxUpgradeHandler } from './server/inbox-socket.server';

export const appContext = defineAppContext({ context: 'messaging', socketServers: [createInboxUpgradeHandler] });
