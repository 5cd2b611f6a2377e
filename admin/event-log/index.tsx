import { useEffect, useState } from 'react';
import { Datagrid, DateTimeInput, FunctionField, List, SelectInput, Show, SimpleShowLayout, TextField, TextInput, useDataProvider, useNotify, useRecordContext, Labeled } from 'react-admin';
import { Box, Button, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ConsoleDataProvider } from '../data-provider';
import { when } from '../format';

/**
 * The event log for analysts and staff (the /api/admin/event-log/* calls):
 * streams by context, filters by type, time and actor; a stream's events with
 * command id and actor; the aggregate's state at any event.
 */
const contexts = ['identity', 'catalogue', 'cart', 'orders', 'payments', 'promotions', 'projects', 'diy', 'canvas', 'review', 'messaging', 'files', 'support', 'subscriptions'].map((id) => ({ id, name: id }));
const iso = (v: unknown) => (v ? new Date(String(v)).toISOString() : undefined);
const actorText = (a: { kind: string; id?: string } | null | undefined) => (a ? (a.id ? `${a.kind} ${a.id}` : a.kind) : '—');

const filters = [
  <SelectInput source="context" choices={contexts} alwaysOn key="c" />,
  <TextInput source="q" label="Stream id contains" alwaysOn key="q" />,
  <TextInput source="type" label="Event type" key="t" />,
  <TextInput source="actor" label="Actor (user id or system)" key="a" />,
  <TextInput source="commandId" label="Command id" key="ci" />,
  <DateTimeInput source="from" parse={iso} key="f" />,
  <DateTimeInput source="to" parse={iso} key="to" />,
];

export function StreamList() {
  return (
    <List filters={filters} sort={{ field: 'lastPosition', order: 'DESC' }} title="Event log: streams">
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="streamId" />
        <TextField source="context" />
        <TextField source="aggregate" sortable={false} />
        <TextField source="eventCount" label="Events" />
        <TextField source="lastType" label="Last event" sortable={false} />
        <FunctionField source="lastAt" label="Last at" render={(r) => when(r.lastAt)} />
      </Datagrid>
    </List>
  );
}

export function EventList() {
  return (
    <List filters={filters.filter((f) => f.key !== 'q')} sort={{ field: 'position', order: 'DESC' }} title="Event log: events">
      <Datagrid bulkActionButtons={false} rowClick={(_id, _r, record) => `/event-log/streams/${encodeURIComponent(record.streamId)}/show`}>
        <TextField source="position" />
        <TextField source="streamId" />
        <TextField source="type" />
        <FunctionField source="time" label="Time" render={(r) => when(r.time)} />
        <FunctionField label="Actor" render={(r) => actorText(r.actor)} />
        <TextField source="commandId" sortable={false} />
      </Datagrid>
    </List>
  );
}

/** The stream's events in order; choosing one shows the aggregate's state after it (folded with the domain's evolve). */
function Events() {
  const stream = useRecordContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const [at, setAt] = useState<number | null>(null);
  const [state, setState] = useState<unknown>(null);
  useEffect(() => {
    if (!stream || at === null) return;
    dataProvider.read(`/api/admin/event-log/streams/${encodeURIComponent(String(stream.id))}/state`, { at: String(at) }).then(({ data }) => setState(data.state), (e) => notify(e.message, { type: 'error' }));
  }, [stream, at, dataProvider, notify]);
  if (!stream) return null;
  const events: any[] = stream.events ?? [];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Table size="small" aria-label="Events">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Time</TableCell>
            <TableCell>Actor</TableCell>
            <TableCell>Command id</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((e, i) => (
            <TableRow key={e.position} selected={at === i + 1}>
              <TableCell>{e.streamPosition ?? i + 1}</TableCell>
              <TableCell title={JSON.stringify(e.data)}>{e.type}</TableCell>
              <TableCell>{when(e.time)}</TableCell>
              <TableCell>{actorText(e.actor)}</TableCell>
              <TableCell>{e.commandId}</TableCell>
              <TableCell>
                <Button size="small" onClick={() => setAt(i + 1)}>State here</Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {at !== null && (
        <Box sx={{ minWidth: 320 }}>
          <Typography variant="subtitle2">State after event {at}</Typography>
          <pre style={{ whiteSpace: 'pre-wrap', fontSize: 12 }} data-testid="folded-state">{JSON.stringify(state, null, 2)}</pre>
        </Box>
      )}
    </Stack>
  );
}

export function StreamShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="streamId" />
        <TextField source="context" />
        <TextField source="aggregate" />
        <TextField source="eventCount" label="Events" />
        <Labeled label="Events">
          <Events />
        </Labeled>
      </SimpleShowLayout>
    </Show>
  );
}
