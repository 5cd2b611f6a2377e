import { defineAppContext } from '../web/app-context';
import { createFulfilmentUpgradeHandler } from './server/fulfilment-socket.server';

export const appContext = defineAppContext({ context: 'orders', socketServers: [createFulfilmentUpgradeHandler] });
