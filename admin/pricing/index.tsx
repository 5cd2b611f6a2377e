import { useEffect, useState } from 'react';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Button, Card, CardContent, MenuItem, Select, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useAllowed } from '../permissions';
import { money } from '../format';
import type { ConsoleDataProvider } from '../data-provider';

/** Plan price variants: the prices the site shows now, and choosing the active variant (ChoosePriceVariant). */
const variants = ['A', 'B', 'C', 'D', 'E', 'F', 'THANKSGIVING'];

export function PricingPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const allowed = useAllowed('pricing.choose');
  const [state, setState] = useState<{ variant: string; prices: Record<string, { payPrice: number; originPrice: number }> } | null>(null);
  const [choice, setChoice] = useState('A');
  useEffect(() => {
    dataProvider.read('/api/admin/pricing/variant').then(({ data }) => (setState(data), setChoice(data.variant)), (e) => notify(e.message, { type: 'error' }));
  }, [dataProvider, notify]);
  const choose = async () => {
    try {
      const { data } = await dataProvider.command('/api/admin/pricing/variant', { variant: choice });
      setState(data);
      notify(`Variant ${data.variant} is now active`, { type: 'success' });
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    }
  };
  return (
    <Card>
      <Title title="Plan prices" />
      <CardContent>
        <Typography>Active variant: <strong data-testid="active-variant">{state?.variant ?? '…'}</strong></Typography>
        <Table size="small">
          <TableHead><TableRow><TableCell>Plan</TableCell><TableCell>Price</TableCell><TableCell>List price</TableCell></TableRow></TableHead>
          <TableBody>
            {Object.entries(state?.prices ?? {}).map(([plan, p]) => (
              <TableRow key={plan}><TableCell>{plan}</TableCell><TableCell>{money(p.payPrice)}</TableCell><TableCell>{money(p.originPrice)}</TableCell></TableRow>
            ))}
          </TableBody>
        </Table>
        {allowed && (
          <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
            <Select size="small" value={choice} onChange={(e) => setChoice(String(e.target.value))} inputProps={{ 'aria-label': 'Variant' }}>
              {variants.map((v) => <MenuItem key={v} value={v}>{v}</MenuItem>)}
            </Select>
            <Button variant="contained" onClick={() => void choose()} disabled={choice === state?.variant}>Make active</Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
