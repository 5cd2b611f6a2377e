import { useCallback, useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Chip, MenuItem, Select, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { Bar, BarChart, CartesianGrid, ErrorBar, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAllowed } from '../permissions';
import type { ConsoleDataProvider } from '../data-provider';

/** Experiments (issue 26, ADR 052): create, start and stop; each arm's exposures, conversions, rate with its 95% Wilson interval; the verdict. */
interface ArmRow {
  key: string;
  weight: number;
  exposures: number;
  conversions: number;
  rate: number;
  low: number;
  high: number;
}
interface ExperimentRow {
  experimentId: string;
  kind: 'home' | 'price';
  name: string;
  status: 'draft' | 'running' | 'stopped';
  run: number;
  sampleSize: number;
  conversion: string;
  arms: ArmRow[];
  winner: string | null;
  reason: string;
}
type Kinds = Record<'home' | 'price', { control: string; arms: string[] }>;

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function ExperimentsPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [state, setState] = useState<{ kinds: Kinds; list: ExperimentRow[] } | null>(null);
  const load = useCallback(() => dataProvider.read('/api/admin/experiments').then(({ data }) => setState(data), (e) => notify(e.message, { type: 'error' })), [dataProvider, notify]);
  useEffect(() => void load(), [load]);
  const act = async (path: string, body?: unknown, done?: string) => {
    try {
      await dataProvider.command(path, body);
      if (done) notify(done, { type: 'success' });
      await load();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Box>
      <Title title="Experiments" />
      {state?.list.map((e) => <ExperimentCard key={e.experimentId} experiment={e} act={act} />)}
      {state && <CreateExperiment kinds={state.kinds} act={act} />}
    </Box>
  );
}

function ExperimentCard({ experiment: e, act }: { experiment: ExperimentRow; act: (path: string, body?: unknown, done?: string) => Promise<void> }) {
  const mayStart = useAllowed('experiments.start');
  const mayStop = useAllowed('experiments.stop');
  const chart = e.arms.map((a) => ({ arm: a.key, rate: a.rate * 100, error: [(a.rate - a.low) * 100, (a.high - a.rate) * 100] }));
  return (
    <Card sx={{ mb: 2 }} data-testid={`experiment-${e.experimentId}`}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h6">{e.name}</Typography>
          <Chip label={e.kind} size="small" />
          <Chip label={e.status} size="small" color={e.status === 'running' ? 'success' : 'default'} data-testid="experiment-status" />
          {e.run > 0 && <Typography variant="body2">Run {e.run}</Typography>}
          {mayStart && e.status !== 'running' && <Button variant="contained" size="small" onClick={() => void act(`/api/admin/experiments/${e.experimentId}/start`, {}, `${e.name} started`)}>Start</Button>}
          {mayStop && e.status === 'running' && <Button variant="outlined" size="small" color="warning" onClick={() => void act(`/api/admin/experiments/${e.experimentId}/stop`, {}, `${e.name} stopped`)}>Stop</Button>}
        </Stack>
        <Typography variant="body2" sx={{ mt: 1 }}>
          Conversion: {e.conversion}. Planned sample: {e.sampleSize.toLocaleString()} visitors per variant.
        </Typography>
        <Table size="small" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow><TableCell>Variant</TableCell><TableCell>Weight</TableCell><TableCell>Exposures</TableCell><TableCell>Conversions</TableCell><TableCell>Rate</TableCell><TableCell>95% interval</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {e.arms.map((a) => (
              <TableRow key={a.key}>
                <TableCell>{a.key}</TableCell><TableCell>{a.weight}</TableCell><TableCell>{a.exposures}</TableCell><TableCell>{a.conversions}</TableCell><TableCell>{pct(a.rate)}</TableCell><TableCell>{pct(a.low)} – {pct(a.high)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {e.run > 0 && (
          <Box sx={{ height: 180, mt: 1 }}>
            <ResponsiveContainer>
              <BarChart data={chart}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="arm" />
                <YAxis unit="%" />
                <Tooltip formatter={(v) => `${Number(v).toFixed(1)}%`} />
                <Bar dataKey="rate" fill="#5b7f6a"><ErrorBar dataKey="error" width={6} stroke="#333" /></Bar>
              </BarChart>
            </ResponsiveContainer>
          </Box>
        )}
        <Alert severity={e.winner ? 'success' : 'info'} sx={{ mt: 1 }} data-testid="experiment-verdict">
          {e.winner ? `Winner: ${e.winner}. ` : 'No winner yet. '}
          {e.reason}
        </Alert>
      </CardContent>
    </Card>
  );
}

function CreateExperiment({ kinds, act }: { kinds: Kinds; act: (path: string, body?: unknown, done?: string) => Promise<void> }) {
  const allowed = useAllowed('experiments.create');
  const [kind, setKind] = useState<'home' | 'price'>('home');
  const [experimentId, setId] = useState('');
  const [name, setName] = useState('');
  const [sampleSize, setSample] = useState('1000');
  const [weights, setWeights] = useState<Record<string, string>>({});
  if (!allowed) return null;
  const arms = kinds[kind].arms.map((key) => ({ key, weight: Number(weights[`${kind}:${key}`] ?? '1') })).filter((a, i) => i === 0 || a.weight > 0);
  return (
    <Card>
      <CardContent>
        <Typography variant="h6">New experiment</Typography>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          <Select size="small" value={kind} onChange={(ev) => setKind(ev.target.value as 'home' | 'price')} inputProps={{ 'aria-label': 'Kind' }}>
            <MenuItem value="home">Home page</MenuItem>
            <MenuItem value="price">Plan prices</MenuItem>
          </Select>
          <TextField size="small" label="Id" value={experimentId} onChange={(ev) => setId(ev.target.value)} />
          <TextField size="small" label="Name" value={name} onChange={(ev) => setName(ev.target.value)} />
          <TextField size="small" label="Visitors per variant" value={sampleSize} onChange={(ev) => setSample(ev.target.value)} />
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {kinds[kind].arms.map((key) => (
            <TextField key={key} size="small" sx={{ width: 110 }} label={`Weight ${key}`} value={weights[`${kind}:${key}`] ?? '1'} onChange={(ev) => setWeights({ ...weights, [`${kind}:${key}`]: ev.target.value })} />
          ))}
        </Stack>
        <Button sx={{ mt: 1 }} variant="contained" onClick={() => void act('/api/admin/experiments', { experimentId, kind, name, arms, sampleSize: Number(sampleSize) }, 'Experiment created')}>
          Create
        </Button>
      </CardContent>
    </Card>
  );
}
