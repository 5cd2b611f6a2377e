import { consoleApiCall } from '~/staff/index.server';
import { reminderReport } from '../application/report.server';

/** GET /api/admin/reminders/report[?from&to&format=csv] (issue 26, ADR 061): reminders per week and kind, unsubscribes per week; counts only. */
export const loader = consoleApiCall('analytics', ({ context, input }) => reminderReport(context.runtime.db, input));
