import { ArrayField, Datagrid, DateInput, FunctionField, List, ReferenceManyField, SelectInput, Show, TabbedShowLayout, TextField, TextInput, TopToolbar, Pagination, useRecordContext } from 'react-admin';
import { CommandButton, useArea } from '../permissions';
import { money, when } from '../format';

/** Customers: accounts (masked e-mail and phones), addresses, orders and projects; staff and salesmen send a reset mail. */
const filters = [
  <TextInput source="q" label="Name or id" alwaysOn key="q" />,
  <TextInput source="email" label="Exact e-mail" key="e" />,
  <SelectInput source="status" choices={['VERIFING', 'ACTIVE'].map((id) => ({ id, name: id }))} key="s" />,
  <DateInput source="registeredFrom" key="f" />,
];

export function CustomerList() {
  return (
    <List filters={filters} sort={{ field: 'registeredAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="username" />
        <TextField source="email" sortable={false} />
        <TextField source="mobile" sortable={false} />
        <TextField source="status" />
        <FunctionField label="Blocked" render={(r) => (r.blocked ? 'Blocked' : '')} />
        <FunctionField source="registeredAt" label="Registered" render={(r) => when(r.registeredAt)} />
      </Datagrid>
    </List>
  );
}

/** Block (with a reason) or unblock: whichever the customer's state calls for. */
function BlockButton() {
  const record = useRecordContext();
  if (!record) return null;
  const path = (action: string) => (r: { id: unknown }) => `/api/admin/customers/${encodeURIComponent(String(r.id))}/${action}`;
  return record.blocked ? (
    <CommandButton button="customers.unblock" label="Unblock" path={path('unblock')} done="The customer can sign in again" />
  ) : (
    <CommandButton button="customers.block" label="Block" title="Block this customer" path={path('block')} done="The customer is blocked: they are signed out and cannot sign in">
      <TextInput source="reason" label="Why" multiline fullWidth />
    </CommandButton>
  );
}

function CustomerActions() {
  return (
    <TopToolbar>
      <CommandButton button="customers.reset-email" label="Send reset e-mail" path={(r) => `/api/admin/customers/${encodeURIComponent(String(r.id))}/reset-email`} done="A password-reset link was sent to the customer" />
      <BlockButton />
    </TopToolbar>
  );
}

export function CustomerShow() {
  const seesProjects = useArea('projects');
  return (
    <Show actions={<CustomerActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="Account">
          <TextField source="id" />
          <TextField source="username" />
          <TextField source="email" />
          <TextField source="mobile" emptyText="—" />
          <TextField source="status" />
          <FunctionField label="Blocked" render={(r) => (r.blocked ? `Blocked: ${r.blockedReason ?? ''}` : 'No')} />
          <FunctionField label="Registered" render={(r) => when(r.registeredAt)} />
          <ArrayField source="addresses">
            <Datagrid bulkActionButtons={false} rowClick={false}>
              <TextField source="name" />
              <TextField source="line" label="Street" />
              <TextField source="city" />
              <TextField source="state" />
              <TextField source="zip" />
              <TextField source="country" />
              <TextField source="phone" />
            </Datagrid>
          </ArrayField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="Orders">
          <ReferenceManyField reference="orders" target="clientId" sort={{ field: 'placedAt', order: 'DESC' }} pagination={<Pagination />}>
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <TextField source="orderNumber" />
              <TextField source="status" />
              <FunctionField label="Total" render={(r) => money(r.totalCents)} />
              <FunctionField label="Placed" render={(r) => when(r.placedAt)} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        {seesProjects && (
        <TabbedShowLayout.Tab label="Projects">
          <ReferenceManyField reference="projects" target="clientId" sort={{ field: 'updatedAt', order: 'DESC' }}>
            <Datagrid rowClick="show" bulkActionButtons={false}>
              <TextField source="projectId" />
              <TextField source="room.name" label="Room" />
              <TextField source="status" />
              <TextField source="plan" />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        )}
      </TabbedShowLayout>
    </Show>
  );
}

