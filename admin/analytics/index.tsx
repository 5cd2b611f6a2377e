import { useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Box, Button, Card, CardContent, MenuItem, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ConsoleDataProvider } from '../data-provider';

/** Analytics (issue 26, ADR 056): the shop and design funnels, conversion by channel, campaign and landing page, cohorts, revenue per visitor; CSV exports. Aggregates only. */
interface StepAnswer {
  step: string;
  visitors: number;
  fromStart: number;
  fromPrevious: number;
}
interface FunnelRow {
  value: string;
  steps: StepAnswer[];
  entered: number;
  converted: number;
  conversion: number;
  revenueCents: number;
  revenuePerVisitorCents: number;
}
interface FunnelAnswer {
  funnel: 'shop' | 'design';
  dimension: string;
  from: string;
  to: string;
  stepNames: string[];
  rows: FunnelRow[];
}
interface CohortAnswer {
  rows: { cohort: string; clients: number; months: { buyers: number; cents: number }[] }[];
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const label = (step: string) => step.replace(/_/g, ' ');
const dimensionNames: Record<string, string> = { channel: 'Channel', campaign: 'Campaign', landing: 'Landing page' };

export function AnalyticsPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [funnel, setFunnel] = useState<'shop' | 'design'>('shop');
  const [dimension, setDimension] = useState<'channel' | 'campaign' | 'landing'>('channel');
  const [range, setRange] = useState<{ from?: string; to?: string }>({});
  const [all, setAll] = useState<FunnelAnswer | null>(null);
  const [split, setSplit] = useState<FunnelAnswer | null>(null);
  const [cohorts, setCohorts] = useState<CohortAnswer | null>(null);
  useEffect(() => {
    const fail = (e: Error) => notify(e.message, { type: 'error' });
    dataProvider.read<FunnelAnswer>('/api/admin/analytics/funnels', { funnel, dimension: 'all', ...range }).then(({ data }) => setAll(data), fail);
    dataProvider.read<FunnelAnswer>('/api/admin/analytics/funnels', { funnel, dimension, ...range }).then(({ data }) => setSplit(data), fail);
  }, [dataProvider, notify, funnel, dimension, range]);
  useEffect(() => void dataProvider.read<CohortAnswer>('/api/admin/analytics/cohorts').then(({ data }) => setCohorts(data), (e: Error) => notify(e.message, { type: 'error' })), [dataProvider, notify]);
  const total = all?.rows[0];
  const csv = (path: string, query: Record<string, string | undefined>) => {
    const url = new URL(path, window.location.origin);
    for (const [k, v] of Object.entries({ ...query, format: 'csv' })) if (v) url.searchParams.set(k, v);
    return url.pathname + url.search;
  };
  const width = Math.max(0, ...(cohorts?.rows ?? []).map((r) => r.months.length));
  return (
    <Box>
      <Title title="Analytics" />
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField select size="small" label="Funnel" value={funnel} onChange={(e) => setFunnel(e.target.value as 'shop' | 'design')} slotProps={{ htmlInput: { 'data-testid': 'funnel-select' } }}>
              <MenuItem value="shop">Shop</MenuItem>
              <MenuItem value="design">Design</MenuItem>
            </TextField>
            <TextField type="date" size="small" label="From" value={range.from ?? all?.from ?? ''} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value || undefined }))} slotProps={{ inputLabel: { shrink: true } }} />
            <TextField type="date" size="small" label="To" value={range.to ?? all?.to ?? ''} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value || undefined }))} slotProps={{ inputLabel: { shrink: true } }} />
            <Button size="small" href={csv('/api/admin/analytics/funnels', { funnel, dimension: 'all', ...range })}>Funnel CSV</Button>
          </Stack>
          <Typography variant="h6" sx={{ mt: 2 }}>{funnel === 'shop' ? 'Shop funnel' : 'Design funnel'}</Typography>
          {total && (
            <Box data-testid="funnel-chart" sx={{ height: 280 }}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart data={total.steps.map((s) => ({ step: label(s.step), visitors: s.visitors }))}>
                  <CartesianGrid strokeDasharray="3 3" />
                  <XAxis dataKey="step" />
                  <YAxis allowDecimals={false} />
                  <Tooltip />
                  <Bar dataKey="visitors" fill="#5b6b4f" isAnimationActive={false} />
                </BarChart>
              </ResponsiveContainer>
            </Box>
          )}
          {total && (
            <Typography variant="body2" data-testid="funnel-summary">
              {total.steps.map((s) => `${label(s.step)} ${s.visitors} (${pct(s.fromStart)})`).join(' → ')} · revenue per visitor {money(total.revenuePerVisitorCents)}
            </Typography>
          )}
        </CardContent>
      </Card>
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h6">Conversion by</Typography>
            <TextField select size="small" value={dimension} onChange={(e) => setDimension(e.target.value as 'channel' | 'campaign' | 'landing')} slotProps={{ select: { SelectDisplayProps: { 'aria-label': 'Conversion by', 'data-testid': 'dimension-select' } as object } }}>
              <MenuItem value="channel">Channel</MenuItem>
              <MenuItem value="campaign">Campaign</MenuItem>
              <MenuItem value="landing">Landing page</MenuItem>
            </TextField>
            <Button size="small" href={csv('/api/admin/analytics/funnels', { funnel, dimension, ...range })}>CSV</Button>
          </Stack>
          <Table size="small" data-testid="dimension-table">
            <TableHead>
              <TableRow>
                <TableCell>{dimensionNames[dimension]}</TableCell>
                {(split?.stepNames ?? []).map((s) => <TableCell key={s}>{label(s)}</TableCell>)}
                <TableCell>Conversion</TableCell>
                <TableCell>Revenue</TableCell>
                <TableCell>Revenue per visitor</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(split?.rows ?? []).map((r) => (
                <TableRow key={r.value}>
                  <TableCell>{r.value}</TableCell>
                  {r.steps.map((s) => <TableCell key={s.step}>{s.visitors}</TableCell>)}
                  <TableCell>{pct(r.conversion)}</TableCell>
                  <TableCell>{money(r.revenueCents)}</TableCell>
                  <TableCell>{money(r.revenuePerVisitorCents)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Typography variant="h6">Cohorts by first order month</Typography>
            <Button size="small" href={csv('/api/admin/analytics/cohorts', {})}>CSV</Button>
          </Stack>
          <Table size="small" data-testid="cohort-table">
            <TableHead>
              <TableRow>
                <TableCell>Cohort</TableCell>
                <TableCell>Clients</TableCell>
                {Array.from({ length: width }, (_, k) => <TableCell key={k}>Month {k}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>
              {(cohorts?.rows ?? []).map((r) => (
                <TableRow key={r.cohort}>
                  <TableCell>{r.cohort}</TableCell>
                  <TableCell>{r.clients}</TableCell>
                  {Array.from({ length: width }, (_, k) => <TableCell key={k}>{r.months[k] ? `${r.months[k]!.buyers} · ${money(r.months[k]!.cents)}` : ''}</TableCell>)}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>
    </Box>
  );
}
