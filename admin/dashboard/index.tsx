import { useEffect, useState } from 'react';
import { Title, useCreatePath, useDataProvider, useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { Card, CardContent, Grid, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { ConsoleDataProvider } from '../data-provider';
import { money } from '../format';

interface Figures {
  today: { orders: number; revenueCents: number };
  last30Days: { orders: number; revenueCents: number };
  days: { day: string; orders: number; revenueCents: number }[];
  returnsWaiting: number;
  projectsWaitingForDesigner: number;
  unreadClientMessages: number;
  /** Reviews waiting for moderation; null for those who may not moderate them. */
  reviewsPending: number | null;
  projections: { name: string; kind: 'read model' | 'process'; lag: number | null; failing: boolean; scheduled: number | null }[];
  mail: { pending: number; failed: number; oldestPendingSeconds: number | null };
}

/** Revenue per day over 30 days, as plain SVG bars (hover a bar for its day). */
function RevenueChart({ days }: { days: Figures['days'] }) {
  const width = 600;
  const height = 160;
  const max = Math.max(1, ...days.map((d) => d.revenueCents));
  const bar = width / days.length;
  return (
    <svg viewBox={`0 0 ${width} ${height + 20}`} width="100%" role="img" aria-label="Revenue per day, last 30 days">
      {days.map((d, i) => {
        const h = Math.round((d.revenueCents / max) * height);
        return (
          <g key={d.day}>
            <rect x={i * bar + 2} y={height - h} width={bar - 4} height={h} fill="#8a6d52">
              <title>{`${d.day}: ${d.orders} orders, ${money(d.revenueCents)}`}</title>
            </rect>
            {i % 5 === 0 && (
              <text x={i * bar + 2} y={height + 14} fontSize="10" fill="#555">
                {d.day.slice(5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}

function Figure({ label, value, testId, to }: { label: string; value: string | number; testId: string; to?: string }) {
  return (
    <Card>
      <CardContent>
        <Typography variant="overline">{label}</Typography>
        <Typography variant="h5" data-testid={testId}>
          {to ? <Link to={to}>{value}</Link> : value}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The Reviews list (under the console's base path) filtered to those waiting for moderation. */
const pendingFilter = `?filter=${encodeURIComponent(JSON.stringify({ status: 'pending' }))}`;

export function Dashboard() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const createPath = useCreatePath();
  const [f, setF] = useState<Figures | null>(null);
  useEffect(() => {
    dataProvider.read<Figures>('/api/admin/dashboard').then(({ data }) => setF(data), (e) => notify(e.message, { type: 'error' }));
  }, [dataProvider, notify]);
  if (!f) return <Title title="Dashboard" />;
  return (
    <>
      <Title title="Dashboard" />
      <Grid container spacing={2} sx={{ mt: 1 }}>
        <Grid size={{ xs: 6, md: 3 }}><Figure label="Orders today" value={f.today.orders} testId="orders-today" /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Figure label="Revenue today" value={money(f.today.revenueCents)} testId="revenue-today" /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Figure label="Orders, 30 days" value={f.last30Days.orders} testId="orders-30" /></Grid>
        <Grid size={{ xs: 6, md: 3 }}><Figure label="Revenue, 30 days" value={money(f.last30Days.revenueCents)} testId="revenue-30" /></Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card><CardContent><Typography variant="overline">Revenue per day</Typography><RevenueChart days={f.days} /></CardContent></Card>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Figure label="Returns waiting" value={f.returnsWaiting} testId="returns-waiting" />
          <Figure label="Projects waiting for a designer" value={f.projectsWaitingForDesigner} testId="projects-waiting" />
          <Figure label="Unread client messages" value={f.unreadClientMessages} testId="unread-messages" />
          {f.reviewsPending !== null ? <Figure label="Reviews waiting for moderation" value={f.reviewsPending} testId="reviews-pending" to={`${createPath({ resource: 'reviews', type: 'list' })}${pendingFilter}`} /> : null}
          <Figure label="Mail waiting · failed" value={`${f.mail.pending} · ${f.mail.failed}${f.mail.oldestPendingSeconds !== null ? ` (oldest ${Math.ceil(f.mail.oldestPendingSeconds / 60)} min)` : ''}`} testId="mail-queue" />
        </Grid>
        <Grid size={12}>
          <Card>
            <CardContent>
              <Typography variant="overline">Read models and processes</Typography>
              {/* Wider than a phone: the table scrolls in its card, the page keeps to the screen. */}
              <TableContainer>
              <Table size="small">
                <TableHead><TableRow><TableCell>Name</TableCell><TableCell>Kind</TableCell><TableCell>Events behind</TableCell><TableCell>Scheduled</TableCell><TableCell>State</TableCell></TableRow></TableHead>
                <TableBody>
                  {f.projections.map((p) => (
                    <TableRow key={`${p.kind}:${p.name}`}>
                      <TableCell>{p.name}</TableCell><TableCell>{p.kind}</TableCell><TableCell>{p.lag ?? 'unknown'}</TableCell>
                      <TableCell>{p.scheduled ?? '—'}</TableCell><TableCell>{p.failing ? 'failing' : 'ok'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              </TableContainer>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </>
  );
}
