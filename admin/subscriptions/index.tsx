import { ArrayField, Datagrid, FunctionField, List, NumberField, SelectInput, Show, SimpleShowLayout, TextField } from 'react-admin';
import { money, when } from '../format';

/** AI subscriptions (issue 25, staff): status, next renewal, renewals and failures; one subscription's history. */
const statuses = [
  { id: 'active', name: 'Active' },
  { id: 'past_due', name: 'Past due (retrying)' },
  { id: 'lapsed', name: 'Lapsed' },
  { id: 'ended', name: 'Ended (cancelled)' },
];

export function SubscriptionList() {
  return (
    <List filters={[<SelectInput source="status" choices={statuses} alwaysOn key="status" />]} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="id" label="Client" />
        <TextField source="status" sortable={false} />
        <FunctionField label="Amount" render={(r) => money(r.amountCents)} sortable={false} />
        <FunctionField source="periodEnd" label="Period end" render={(r) => when(r.periodEnd)} />
        <FunctionField label="Next charge" render={(r) => when(r.nextRenewal) || '—'} sortable={false} />
        <FunctionField label="Card" render={(r) => (r.card ? `${r.card.brand} ${r.card.last4}` : '—')} sortable={false} />
        <NumberField source="renewals" />
        <NumberField source="failures" />
      </Datagrid>
    </List>
  );
}

export function SubscriptionShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" label="Client" />
        <TextField source="status" />
        <FunctionField label="Period end" render={(r) => when(r.periodEnd)} />
        <FunctionField label="Next charge" render={(r) => when(r.nextRenewal) || '—'} />
        <FunctionField label="Retry" render={(r) => (r.retry ? `attempt ${r.retry.attempt} of 4 failed: ${r.retry.lastFailure ?? ''}` : '—')} />
        <NumberField source="renewals" />
        <NumberField source="failures" />
        <ArrayField source="history">
          <Datagrid bulkActionButtons={false} rowClick={false}>
            <FunctionField label="When" render={(h) => when(h.at)} />
            <TextField source="kind" />
            <FunctionField label="Amount" render={(h) => (h.amountCents ? money(h.amountCents) : '')} />
            <TextField source="attempt" emptyText="" />
            <TextField source="message" emptyText="" />
          </Datagrid>
        </ArrayField>
      </SimpleShowLayout>
    </Show>
  );
}
