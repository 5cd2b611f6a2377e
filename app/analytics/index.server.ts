/** The analytics context's public face (issue 26, ADR 056): the reports the console and /datagraph read. */
export { cohortReport, funnelQuery, funnelReport, funnels, type FunnelName } from './application/reports.server';
