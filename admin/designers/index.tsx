import { Datagrid, List, NumberField, TextField, TextInput } from 'react-admin';

/** Designers and their load: projects paid or in design, delivered, all. */
export function DesignerList() {
  return (
    <List filters={[<TextInput source="q" label="Name" alwaysOn key="q" />]} sort={{ field: 'inDesign', order: 'ASC' }}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="username" />
        <TextField source="email" sortable={false} />
        <NumberField source="inDesign" label="In design" />
        <NumberField source="delivered" sortable={false} />
        <NumberField source="total" label="All projects" />
      </Datagrid>
    </List>
  );
}
