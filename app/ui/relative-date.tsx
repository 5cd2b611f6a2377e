import { useEffect, useState } from 'react';
import { relativeDateLabel } from '../../domain/messaging/relative-date';

/**
 * A relative-date label (the time today, 1 to 6 days, '1 Week', then the date). The
 * server labels in UTC; once scripts run, the browser relabels in its own time zone.
 */
export function RelativeDate({ iso, now }: { iso: string; now: string }) {
  const [label, setLabel] = useState(() => relativeDateLabel(iso, new Date(now)));
  useEffect(() => setLabel(relativeDateLabel(iso, new Date(), -new Date().getTimezoneOffset())), [iso]);
  return <time dateTime={iso}>{label}</time>;
}
