import { consoleApiCall } from '~/staff/index.server';
import { cohortCsv, cohortReport, parseCohortQuery } from '../application/reports.server';

/** GET /api/admin/analytics/cohorts[?format=csv]: clients by first paid order's month, buyers and revenue per month since (aggregates only). */
export const loader = consoleApiCall('analytics', async ({ context, input }) => {
  const query = parseCohortQuery(input);
  const report = await cohortReport(context.runtime.db);
  return query.format === 'csv' ? cohortCsv(report) : report;
});
