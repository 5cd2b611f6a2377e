import { Datagrid, DateInput, FunctionField, List, ReferenceField, SelectInput, TextField } from 'react-admin';
import { when } from '../format';
import { ReturnButtons } from '../orders';

/** Returns waiting for staff (and settled ones): approve or refuse here, refund from the order. */
const filters = [
  <SelectInput source="status" choices={['requested', 'approved', 'refused'].map((id) => ({ id, name: id }))} alwaysOn key="s" />,
  <DateInput source="requestedFrom" label="Requested from" key="f" />,
  <DateInput source="requestedTo" label="Requested until" key="t" />,
];

export function ReturnList() {
  return (
    <List filters={filters} filterDefaultValues={{ status: 'requested' }} sort={{ field: 'requestedAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <ReferenceField source="orderId" reference="orders" link="show" label="Order">
          <TextField source="orderNumber" />
        </ReferenceField>
        <ReferenceField source="clientId" reference="customers" link="show" />
        <FunctionField label="Reasons" render={(r) => (r.reasons ?? []).join(', ')} />
        <TextField source="note" sortable={false} />
        <TextField source="status" />
        <FunctionField source="requestedAt" label="Requested" render={(r) => when(r.requestedAt)} />
        <FunctionField label="" render={(r) => (r.status === 'requested' ? <ReturnButtons orderId={r.orderId} returnId={r.returnId} /> : r.refuseReason ?? '')} />
      </Datagrid>
    </List>
  );
}
