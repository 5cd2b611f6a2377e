import { consoleApiCall } from '~/staff/index.server';
import { funnelCsv, funnelReport, parseFunnelQuery } from '../application/reports.server';

/**
 * GET /api/admin/analytics/funnels?funnel=shop|design&dimension=all|channel|campaign|landing&from=YYYY-MM-DD&to=YYYY-MM-DD[&format=csv]:
 * a funnel per channel, campaign or landing page with conversion and revenue per visitor (analysts and staff; aggregates only).
 */
export const loader = consoleApiCall('analytics', async ({ context, input }) => {
  const query = parseFunnelQuery(input);
  const report = await funnelReport(context.runtime.db, query);
  return query.format === 'csv' ? funnelCsv(report) : report;
});
