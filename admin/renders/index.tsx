import { BooleanField, Datagrid, FunctionField, List, NumberField, SelectInput, Show, SimpleShowLayout, TextField, TextInput } from 'react-admin';
import { when } from '../format';

/** AI renders (issue 25, staff): every render's owner, provider, plan, attempts, outcome and what the provider charged. */
const statuses = [
  { id: 'requested', name: 'Requested' },
  { id: 'running', name: 'Running' },
  { id: 'succeeded', name: 'Succeeded' },
  { id: 'failed', name: 'Failed' },
  { id: 'cancelled', name: 'Cancelled' },
];
const plans = [
  { id: 'free', name: 'Free' },
  { id: 'subscriber', name: 'AI Designer' },
];
/** The provider's cost: millionths of a dollar, shown to a tenth of a cent. */
const cost = (micros: number) => `$${(micros / 1_000_000).toFixed(3)}`;

export function RenderList() {
  return (
    <List
      filters={[
        <SelectInput source="status" choices={statuses} alwaysOn key="status" />,
        <SelectInput source="plan" choices={plans} key="plan" />,
        <TextInput source="provider" key="provider" />,
        <TextInput source="ownerId" label="Client" key="ownerId" />,
      ]}
      sort={{ field: 'requestedAt', order: 'DESC' }}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField source="requestedAt" label="Requested" render={(r) => when(r.requestedAt)} />
        <TextField source="ownerId" label="Client" sortable={false} />
        <FunctionField label="Room" render={(r) => `${r.style} ${r.roomType}`} />
        <TextField source="provider" sortable={false} />
        <TextField source="plan" sortable={false} />
        <TextField source="status" sortable={false} />
        <NumberField source="attempt" />
        <FunctionField source="totalCostMicros" label="Cost" render={(r) => cost(r.totalCostMicros)} />
        <BooleanField source="shared" sortable={false} />
      </Datagrid>
    </List>
  );
}

export function RenderShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="renderId" label="Render" />
        <TextField source="ownerId" label="Client" />
        <TextField source="roomType" label="Room type" />
        <TextField source="style" />
        <TextField source="prompt" label="Client's notes" emptyText="—" />
        <TextField source="provider" />
        <TextField source="plan" />
        <TextField source="status" />
        <NumberField source="attempt" />
        <TextField source="reason" label="Last failure" emptyText="—" />
        <FunctionField label="Cost" render={(r) => cost(r.totalCostMicros)} />
        <BooleanField source="shared" label="In the public gallery" />
        <FunctionField label="Picture" render={(r) => (r.hasPicture ? (r.shared ? 'Yes (public)' : 'Yes (private to the client)') : 'No')} />
        <FunctionField label="Requested" render={(r) => when(r.requestedAt)} />
        <FunctionField label="Finished" render={(r) => when(r.finishedAt) || '—'} />
      </SimpleShowLayout>
    </Show>
  );
}
