import {
  AutocompleteInput, BooleanInput, Datagrid, FunctionField, List, ReferenceField, ReferenceInput, ReferenceManyField, SelectInput, Show,
  SimpleShowLayout, TextField, TopToolbar, useRecordContext, Labeled, required,
} from 'react-admin';
import { Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { CommandButton } from '../permissions';
import { money, when } from '../format';
import { RoomPhotos } from './room-photos';

/** Design projects: by status; assign or change the designer; answers, payment and revisions left. */
export const needStatuses = ['DRAFT', 'SUBMITTED', 'PAID', 'IN_DESIGN', 'DELIVERED', 'DELETED'].map((id) => ({ id, name: id }));

const filters = [
  <SelectInput source="status" choices={needStatuses} alwaysOn key="s" />,
  <BooleanInput source="hasDesigner" label="Has a designer" key="d" />,
  <ReferenceInput source="designerId" reference="designers" key="dd">
    <AutocompleteInput optionText="username" label="Designer" />
  </ReferenceInput>,
];

export function ProjectList() {
  return (
    <List filters={filters} sort={{ field: 'updatedAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <TextField source="projectId" sortable={false} />
        <TextField source="room.name" label="Room" sortable={false} />
        <TextField source="status" />
        <TextField source="plan" sortable={false} />
        <FunctionField source="paidCents" label="Paid" render={(r) => (r.paidCents === null ? '—' : money(r.paidCents))} />
        <ReferenceField source="designerId" reference="designers" link={false} emptyText="—">
          <TextField source="username" />
        </ReferenceField>
        <FunctionField source="updatedAt" label="Updated" render={(r) => when(r.updatedAt)} />
      </Datagrid>
    </List>
  );
}

function AssignButton() {
  const r = useRecordContext();
  if (!r || !['SUBMITTED', 'PAID', 'IN_DESIGN'].includes(r.status)) return null;
  return (
    <CommandButton
      button="projects.assign"
      label={r.designerId ? 'Change designer' : 'Assign designer'}
      path={() => `/api/admin/needs/${encodeURIComponent(String(r.id))}/assign`}
      defaults={() => ({ designerId: r.designerId })}
      done="Designer assigned; they see the project in their workspace"
    >
      <ReferenceInput source="designerId" reference="designers" sort={{ field: 'inDesign', order: 'ASC' }}>
        <AutocompleteInput optionText={(d: any) => `${d.username || d.id} (${d.inDesign} in design)`} validate={required()} label="Designer" />
      </ReferenceInput>
    </CommandButton>
  );
}

function Answers({ source = 'answers' }: { source?: 'answers' | 'details' }) {
  const r = useRecordContext();
  const answers = Object.entries(r?.[source] ?? {});
  if (!answers.length) return <Typography variant="body2">No answers yet.</Typography>;
  return (
    <Table size="small">
      <TableBody>
        {answers.map(([k, v]) => (
          <TableRow key={k}>
            <TableCell>{k}</TableCell>
            <TableCell>{typeof v === 'string' ? v : JSON.stringify(v)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Revisions left: the plan's revisions less those asked for (shown as the read model counts them). */
export function ProjectShow() {
  return (
    <Show actions={<TopToolbar><AssignButton /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="projectId" />
        <TextField source="room.name" label="Room" />
        <TextField source="status" />
        <TextField source="plan" emptyText="—" />
        <ReferenceField source="clientId" reference="customers" link="show" emptyText="a visitor's draft" />
        <ReferenceField source="designerId" reference="designers" link={false} emptyText="not assigned">
          <TextField source="username" />
        </ReferenceField>
        <FunctionField label="Paid" render={(r) => (r.paidCents === null ? 'not paid' : money(r.paidCents))} />
        <TextField source="revisions" label="Revisions asked" />
        <FunctionField label="Submitted" render={(r) => when(r.submittedAt) || '—'} />
        <FunctionField label="Delivered" render={(r) => when(r.deliveredAt) || '—'} />
        <Labeled label="Answers">
          <Answers />
        </Labeled>
        <Labeled label="More details (optional pages)">
          <Answers source="details" />
        </Labeled>
        <Labeled label="Room photos">
          <RoomPhotos />
        </Labeled>
        <ReferenceManyField reference="proposals" target="needId" label="Proposals" sort={{ field: 'version', order: 'DESC' }}>
          <Datagrid rowClick="show" bulkActionButtons={false}>
            <TextField source="version" />
            <TextField source="status" />
            <FunctionField label="Published" render={(p) => when(p.publishedAt) || '—'} />
            <FunctionField label="Review saved" render={(p) => when(p.reviewSavedAt) || '—'} />
          </Datagrid>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
