import { useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ConsoleDataProvider } from '../data-provider';

/** The reminders report (issue 26, ADR 061): per week and kind, armed → sent → converted and what held them back; unsubscribes per week. Counts only. */
type Measures = Record<'armed' | 'sent' | 'postponed_cap' | 'postponed_quiet_hours' | 'cancelled' | 'dropped_stale' | 'dropped_bought' | 'dropped_unsubscribed' | 'converted' | 'dropped', number>;
interface KindRow extends Measures {
  week: string;
  kind: string;
  conversion: number;
}
interface ChoiceRow {
  week: string;
  unsubscribed_link: number;
  unsubscribed_one_click: number;
  unsubscribed_settings: number;
  resubscribed: number;
  unsubscribed: number;
}
interface ReportAnswer {
  fromWeek: string;
  toWeek: string;
  kinds: KindRow[];
  unsubscribes: ChoiceRow[];
}

const kindNames: Record<string, string> = { cart: 'Cart', board: 'Mood board', 'price-drop': 'Price drop', 'back-in-stock': 'Back in stock' };
const kindColours: Record<string, string> = { cart: '#5b6b4f', board: '#a0785a', 'price-drop': '#3f6e8c', 'back-in-stock': '#b59b3b' };
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function RemindersReportPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [report, setReport] = useState<ReportAnswer | null>(null);
  useEffect(() => void dataProvider.read<ReportAnswer>('/api/admin/reminders/report', range).then(({ data }) => setReport(data), (e: Error) => notify(e.message, { type: 'error' })), [dataProvider, notify, range]);
  const csv = () => {
    const url = new URL('/api/admin/reminders/report', window.location.origin);
    for (const [k, v] of Object.entries({ ...range, format: 'csv' })) if (v) url.searchParams.set(k, v);
    return url.pathname + url.search;
  };
  // The chart: reminders sent per week, one bar per kind (oldest week first).
  const weeks = [...new Set((report?.kinds ?? []).map((r) => r.week))].sort();
  const chart = weeks.map((week) => ({ week, ...Object.fromEntries((report?.kinds ?? []).filter((r) => r.week === week).map((r) => [kindNames[r.kind] ?? r.kind, r.sent])) }));
  return (
    <Box>
      <Title title="Reminders" />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h6">Reminders sent per week</Typography>
            <TextField type="date" size="small" label="From" value={range.from ?? report?.fromWeek ?? ''} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value || undefined }))} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="date" size="small" label="To" value={range.to ?? report?.toWeek ?? ''} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value || undefined }))} slotProps={{ inputLabel: { shrink: true } }} />
            <Button size="small" href={csv()}>CSV</Button>
          </Stack>
          <Box data-testid="reminders-chart" sx={{ height: 260 }}>
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={chart}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="week" />
                <YAxis allowDecimals={false} />
                <Tooltip />
                <Legend />
                {Object.entries(kindNames).map(([kind, name]) => <Bar key={kind} dataKey={name} stackId="sent" fill={kindColours[kind]} isAnimationActive={false} />)}
              </BarChart>
            </ResponsiveContainer>
          </Box>
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography variant="h6">By week and kind</Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Weeks start on Monday (UTC). Converted: the client placed an order within 7 days after the reminder was sent.
          </Typography>
          <Table size="small" data-testid="reminders-table">
            <TableHead>
              <TableRow>
                <TableCell>Week</TableCell>
                <TableCell>Kind</TableCell>
                <TableCell align="right">Armed</TableCell>
                <TableCell align="right">Sent</TableCell>
                <TableCell align="right">Postponed (cap)</TableCell>
                <TableCell align="right">Postponed (quiet hours)</TableCell>
                <TableCell align="right">Cancelled</TableCell>
                <TableCell align="right">Dropped</TableCell>
                <TableCell align="right">Converted</TableCell>
                <TableCell align="right">Conversion</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(report?.kinds ?? []).map((r) => (
                <TableRow key={`${r.week}-${r.kind}`}>
                  <TableCell>{r.week}</TableCell>
                  <TableCell>{kindNames[r.kind] ?? r.kind}</TableCell>
                  <TableCell align="right">{r.armed}</TableCell>
                  <TableCell align="right">{r.sent}</TableCell>
                  <TableCell align="right">{r.postponed_cap}</TableCell>
                  <TableCell align="right">{r.postponed_quiet_hours}</TableCell>
                  <TableCell align="right">{r.cancelled}</TableCell>
                  <TableCell align="right" title={`stale ${r.dropped_stale}, all bought ${r.dropped_bought}, turned off ${r.dropped_unsubscribed}`}>
                    {r.dropped}
                  </TableCell>
                  <TableCell align="right">{r.converted}</TableCell>
                  <TableCell align="right">{r.sent ? pct(r.conversion) : '–'}</TableCell>
                </TableRow>
              ))}
              {report && report.kinds.length === 0 && (
                <TableRow>
                  <TableCell colSpan={10}>No reminders in these weeks.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Typography variant="h6">Unsubscribes</Typography>
          <Table size="small" data-testid="unsubscribes-table">
            <TableHead>
              <TableRow>
                <TableCell>Week</TableCell>
                <TableCell align="right">Link in the mail</TableCell>
                <TableCell align="right">One-click (mail program)</TableCell>
                <TableCell align="right">Settings page</TableCell>
                <TableCell align="right">All</TableCell>
                <TableCell align="right">Turned back on</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(report?.unsubscribes ?? []).map((r) => (
                <TableRow key={r.week}>
                  <TableCell>{r.week}</TableCell>
                  <TableCell align="right">{r.unsubscribed_link}</TableCell>
                  <TableCell align="right">{r.unsubscribed_one_click}</TableCell>
                  <TableCell align="right">{r.unsubscribed_settings}</TableCell>
                  <TableCell align="right">{r.unsubscribed}</TableCell>
                  <TableCell align="right">{r.resubscribed}</TableCell>
                </TableRow>
              ))}
              {report && report.unsubscribes.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>Nobody unsubscribed in these weeks.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}
