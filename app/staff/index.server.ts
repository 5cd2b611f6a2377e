/**
 * The staff context's public face for server code (loaders, actions, use cases):
 * what other contexts, the shell and routes of other contexts may import (ADR 030).
 */
export { consoleApiCall } from './console/console-api.server';
export { asksConsoleList, consoleListResponse } from './console/list-params.server';
export { runStaffCommand, staffApiCall } from './staff-api.server';
