import { Create, Datagrid, Edit, EditButton, FunctionField, List, NumberInput, SelectInput, Show, SimpleForm, SimpleShowLayout, TextField, TextInput, TopToolbar, required, useRecordContext, type RaRecord } from 'react-admin';
import { money, when } from '../format';
import { CommandButton } from '../permissions';

/**
 * Design cases (issue 24): every case, a project's (its designer proposed it,
 * its client consents) or staff's own. Staff publish one (a project's needs
 * its client's consent: the server refuses it otherwise), unpublish it, and
 * author a case from products and a room picture. The console imports nothing
 * from the site: the room types and styles are the site's (domain/projects).
 */
const roomTypes = [
  ['1', 'Living Room'], ['2', 'Open'], ['3', 'Bedroom'], ['4', 'Home Office'], ['6', 'Dining Room'],
  ['7', 'Hallway'], ['8', 'Outdoor'], ['9', 'Kids Bedroom'], ['5', 'Kitchen'], ['22', 'Bathroom'],
].map(([id, name]) => ({ id, name }));
const pictureOf: Record<string, string> = {
  '1': 'living-room', '2': 'open-plan', '3': 'bedroom', '4': 'home-office', '5': 'kitchen', '6': 'dining-room', '7': 'hallway', '8': 'outdoor', '9': 'kids-bedroom', '22': 'bathroom',
};
const styles = ['Bohemian', 'Coastal', 'Farmhouse', 'Eclectic', 'Scandinavian', 'Modern', 'Transitional', 'Mid-century'].map((id) => ({ id, name: id }));
const enc = encodeURIComponent;
const base = (r: RaRecord) => `/api/admin/cases/${enc(String(r.id))}`;

const filters = [
  <SelectInput source="status" choices={[{ id: 'draft', name: 'Not public' }, { id: 'published', name: 'Published' }]} alwaysOn key="s" />,
  <SelectInput source="origin" choices={[{ id: 'project', name: 'A project’s' }, { id: 'staff', name: 'Staff’s' }]} key="o" />,
  <SelectInput source="roomTypeId" label="Room" choices={roomTypes} key="r" />,
  <SelectInput source="style" choices={styles} key="st" />,
  <TextInput source="q" label="Words" key="q" />,
];

export function CaseButtons() {
  const r = useRecordContext();
  if (!r) return null;
  return r.status === 'published' ? (
    <CommandButton button="cases.unpublish" label="Unpublish" path={(x) => `${base(x)}/unpublish`} done="The case is no longer public" />
  ) : (
    <CommandButton button="cases.publish" label="Publish" path={(x) => `${base(x)}/publish`} done="The case is published" />
  );
}

const consentText = (r: RaRecord) => (r.origin === 'staff' ? 'not needed' : r.consent ? 'given' : 'not given');

export function CaseList() {
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="title" />
        <TextField source="style" />
        <FunctionField label="Room" render={(r) => roomTypes.find((t) => t.id === r.roomTypeId)?.name ?? r.roomTypeId} />
        <FunctionField source="budgetCents" label="Budget" render={(r) => money(r.budgetCents)} />
        <TextField source="origin" sortable={false} />
        <FunctionField label="Consent" render={consentText} />
        <TextField source="status" />
        <TextField source="reportCount" label="Reports" sortable={false} />
        <FunctionField source="updatedAt" label="Changed" render={(r) => when(r.updatedAt)} />
        <FunctionField
          label=""
          render={() => (
            <span onClick={(e) => e.stopPropagation()} role="presentation">
              <CaseButtons />
            </span>
          )}
        />
      </Datagrid>
    </List>
  );
}

export function CaseShow() {
  return (
    <Show actions={<TopToolbar><EditButton /><CaseButtons /></TopToolbar>}>
      <SimpleShowLayout>
        <FunctionField label="Title" render={(r) => (r.status === 'published' ? <a href={`/design/case/${enc(r.id)}`}>{r.title}</a> : r.title)} />
        <TextField source="description" emptyText="—" />
        <TextField source="status" />
        <FunctionField label="Consent" render={consentText} />
        <TextField source="origin" />
        <TextField source="needId" label="Project" emptyText="—" />
        <TextField source="designerId" label="Designer" emptyText="—" />
        <TextField source="style" />
        <FunctionField label="Room" render={(r) => r.roomType?.name ?? r.roomTypeId} />
        <FunctionField label="Budget" render={(r) => money(r.budgetCents)} />
        <FunctionField label="Products (priced now)" render={(r) => `${r.products?.length ?? 0} · ${money(r.totalCents ?? 0)}: ${(r.products ?? []).map((p: { name: string }) => p.name).join(', ')}`} />
        <FunctionField label="Pictures" render={(r) => (r.pictures ?? []).map((p: { url: string; alt: string }) => <img key={p.url} src={p.url} alt={p.alt} style={{ maxWidth: 320, marginRight: 8, borderRadius: 6 }} />)} />
        <TextField source="reportCount" label="Reports" />
      </SimpleShowLayout>
    </Show>
  );
}

/** The fields staff author and revise a case with. */
function CaseForm() {
  return (
    <SimpleForm>
      <TextInput source="title" validate={required()} fullWidth />
      <TextInput source="description" multiline fullWidth />
      <SelectInput source="roomTypeId" label="Room" choices={roomTypes} validate={required()} />
      <SelectInput source="style" choices={styles} validate={required()} />
      <NumberInput source="budgetDollars" label="Budget ($)" validate={required()} />
      <TextInput source="goodsIds" label="Product ids (separated by commas)" validate={required()} fullWidth />
    </SimpleForm>
  );
}

/** A staff case: products by id, the room type's rendered room as its picture; it starts unpublished. */
export function CaseCreate() {
  return (
    <Create
      redirect="show"
      transform={(d: any) => ({ ...d, budgetCents: Math.round(Number(d.budgetDollars ?? 0) * 100), picture: d.roomTypeId ? `/media/rooms/${pictureOf[d.roomTypeId]}.webp` : undefined })}
    >
      <CaseForm />
    </Create>
  );
}

/**
 * Change a case (any origin): its words, room, style, budget and products; its
 * pictures and boards stay. A published case shows the change at once.
 */
export function CaseEdit() {
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      queryOptions={{ select: (r: RaRecord) => ({ ...r, budgetDollars: (r.budgetCents ?? 0) / 100, goodsIds: (r.goodsIds ?? []).join(', ') }) }}
    >
      <CaseForm />
    </Edit>
  );
}
