import { BooleanField, BooleanInput, Create, Datagrid, DateTimeInput, FunctionField, List, NumberInput, SelectInput, Show, SimpleForm, SimpleShowLayout, TextField, TextInput, TopToolbar, useRecordContext, required } from 'react-admin';
import { CommandButton } from '../permissions';
import { money, when } from '../format';

/** Discount codes (staff only): create, end, and how often each was used. */
const describe = (r: any) => (r.kind === 'percent' ? `${r.value}% off` : `${money(r.value)} off`) + (r.minSpendCents ? ` over ${money(r.minSpendCents)}` : '');

export function CodeList() {
  return (
    <List filters={[<TextInput source="q" label="Code" alwaysOn key="q" />, <BooleanInput source="ended" key="e" />]} sort={{ field: 'createdAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="code" />
        <FunctionField label="Discount" render={describe} />
        <TextField source="scope" sortable={false} />
        <TextField source="totalUses" label="Uses" />
        <FunctionField label="Limit" render={(r) => r.totalLimit ?? '—'} />
        <FunctionField source="endsAt" label="Ends" render={(r) => when(r.endsAt) || '—'} />
        <BooleanField source="ended" sortable={false} />
      </Datagrid>
    </List>
  );
}

function EndButton() {
  const r = useRecordContext();
  if (!r || r.ended) return null;
  return <CommandButton button="discount-codes.end" label="End code" path={() => `/api/admin/discount-codes/${encodeURIComponent(String(r.id))}/end`} done="The code no longer applies" />;
}

export function CodeShow() {
  return (
    <Show actions={<TopToolbar><EndButton /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="code" />
        <FunctionField label="Discount" render={describe} />
        <TextField source="description" emptyText="—" />
        <TextField source="totalUses" label="Uses" />
        <FunctionField label="Total limit" render={(r) => r.totalLimit ?? 'none'} />
        <FunctionField label="Per client" render={(r) => r.perClientLimit ?? 'none'} />
        <BooleanField source="firstOrderOnly" />
        <FunctionField label="Starts" render={(r) => when(r.startsAt) || '—'} />
        <FunctionField label="Ends" render={(r) => when(r.endsAt) || '—'} />
        <BooleanField source="ended" />
      </SimpleShowLayout>
    </Show>
  );
}

const iso = (v: unknown) => (v ? new Date(String(v)).toISOString() : null);

export function CodeCreate() {
  return (
    <Create redirect="show" transform={(d: any) => ({ ...d, code: String(d.code ?? '').trim().toUpperCase(), startsAt: iso(d.startsAt), endsAt: iso(d.endsAt), totalLimit: d.totalLimit || null, perClientLimit: d.perClientLimit || null })}>
      <SimpleForm>
        <TextInput source="code" validate={required()} />
        <SelectInput source="kind" choices={[{ id: 'percent', name: 'Percent' }, { id: 'fixed', name: 'Fixed amount (cents)' }]} validate={required()} />
        <NumberInput source="value" validate={required()} />
        <NumberInput source="minSpendCents" label="Minimum spend (cents)" defaultValue={0} />
        <SelectInput source="scope" choices={[{ id: 'furniture', name: 'Furniture' }, { id: 'project', name: 'Design project' }]} defaultValue="furniture" />
        <DateTimeInput source="startsAt" />
        <DateTimeInput source="endsAt" />
        <NumberInput source="totalLimit" />
        <NumberInput source="perClientLimit" />
        <BooleanInput source="firstOrderOnly" />
      </SimpleForm>
    </Create>
  );
}
