import { AutocompleteInput, Create, Datagrid, Edit, List, NumberInput, ReferenceField, ReferenceInput, SimpleForm, TextField, TextInput, required } from 'react-admin';

/** The category tree, flat with each parent: create, rename (the edit's name) and move (parent and order). */
export function CategoryList() {
  return (
    <List filters={[<TextInput source="q" label="Name" alwaysOn key="q" />]} sort={{ field: 'sort', order: 'ASC' }} perPage={50}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="id" />
        <TextField source="name" />
        <TextField source="displayName" label="Shown as" sortable={false} />
        <ReferenceField source="parentId" reference="categories" link={false} emptyText="— top —">
          <TextField source="name" />
        </ReferenceField>
        <TextField source="sort" />
      </Datagrid>
    </List>
  );
}

const Parent = () => (
  <ReferenceInput source="parentId" reference="categories" perPage={200}>
    <AutocompleteInput optionText="name" label="Parent (empty: a top category)" />
  </ReferenceInput>
);

export function CategoryEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm>
        <TextInput source="id" disabled />
        <TextInput source="name" validate={required()} />
        <Parent />
        <NumberInput source="sort" />
      </SimpleForm>
    </Edit>
  );
}

export function CategoryCreate() {
  return (
    <Create redirect="list" transform={(d: any) => ({ ...d, parentId: d.parentId || null, sort: Number(d.sort ?? 0) })}>
      <SimpleForm>
        <TextInput source="categoryId" label="Id" helperText="Lowercase letters, digits and dashes" validate={required()} />
        <TextInput source="name" validate={required()} />
        <Parent />
        <NumberInput source="sort" defaultValue={0} />
      </SimpleForm>
    </Create>
  );
}
