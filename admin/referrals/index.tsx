import { useEffect, useState } from 'react';
import { Link, Title, useDataProvider, useNotify } from 'react-admin';
import { Box, Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ConsoleDataProvider } from '../data-provider';

/** Referrals (issue 26, ADR 061): referrers by clicks on their link, with sign-ups and orders after a click. Names, never e-mails; staff also get a link to the client. */
interface ReferralRow {
  rank: number;
  referrer: string;
  referrerId?: string;
  clicks: number;
  signUps: number;
  orders: number;
  lastClickAt: string;
}
interface ReferralAnswer {
  total: number;
  limit: number;
  offset: number;
  rows: ReferralRow[];
}

const perPage = 50;
const pct = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '–');

export function ReferralsPage() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [offset, setOffset] = useState(0);
  const [answer, setAnswer] = useState<ReferralAnswer | null>(null);
  useEffect(() => void dataProvider.read<ReferralAnswer>('/api/admin/referrals', { limit: String(perPage), offset: String(offset) }).then(({ data }) => setAnswer(data), (e: Error) => notify(e.message, { type: 'error' })), [dataProvider, notify, offset]);
  return (
    <Box>
      <Title title="Referrals" />
      <Card>
        <CardContent>
          <Typography variant="h6">Referral links</Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            People who opened a client&apos;s referral link (each visitor once), and of them who signed up or placed an order afterwards.
          </Typography>
          <Table size="small" data-testid="referrals-table">
            <TableHead>
              <TableRow>
                <TableCell>#</TableCell>
                <TableCell>Referrer</TableCell>
                <TableCell align="right">Opened the link</TableCell>
                <TableCell align="right">Signed up</TableCell>
                <TableCell align="right">Ordered</TableCell>
                <TableCell align="right">Sign-up rate</TableCell>
                <TableCell>Last opened</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(answer?.rows ?? []).map((r) => (
                <TableRow key={r.rank}>
                  <TableCell>{r.rank}</TableCell>
                  <TableCell>{r.referrerId ? <Link to={`/customers/${encodeURIComponent(r.referrerId)}/show`}>{r.referrer}</Link> : r.referrer}</TableCell>
                  <TableCell align="right">{r.clicks}</TableCell>
                  <TableCell align="right">{r.signUps}</TableCell>
                  <TableCell align="right">{r.orders}</TableCell>
                  <TableCell align="right">{pct(r.signUps, r.clicks)}</TableCell>
                  <TableCell>{r.lastClickAt.slice(0, 10)}</TableCell>
                </TableRow>
              ))}
              {answer && answer.rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7}>Nobody has opened a referral link yet.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {answer && answer.total > perPage && (
            <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
              <Button size="small" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - perPage))}>
                Previous
              </Button>
              <Typography variant="body2">
                {offset + 1}–{Math.min(answer.total, offset + perPage)} of {answer.total}
              </Typography>
              <Button size="small" disabled={offset + perPage >= answer.total} onClick={() => setOffset(offset + perPage)}>
                Next
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
