import { Datagrid, FunctionField, List, ReferenceField, SelectInput, Show, SimpleShowLayout, TextField, TextInput } from 'react-admin';
import { when } from '../format';

/** Proposals and the clients' reviews of them (the review read model), read-only. */
const filters = [<TextInput source="needId" label="Project (need id)" key="n" />, <SelectInput source="status" choices={['DRAFT', 'PUBLISHED', 'APPROVED', 'REVISION_ASKED'].map((id) => ({ id, name: id }))} key="s" />];

export function ProposalList() {
  return (
    <List filters={filters} sort={{ field: 'draftedAt', order: 'DESC' }}>
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <ReferenceField source="needId" reference="projects" link="show">
          <TextField source="projectId" />
        </ReferenceField>
        <TextField source="version" />
        <TextField source="status" />
        <ReferenceField source="designerId" reference="designers" link={false}>
          <TextField source="username" />
        </ReferenceField>
        <FunctionField source="publishedAt" label="Published" render={(r) => when(r.publishedAt) || '—'} />
        <FunctionField label="Approved boards" render={(r) => (r.approvedBoardIds ?? []).length} />
        <FunctionField label="Revisions" render={(r) => (r.revisions ?? []).length} />
      </Datagrid>
    </List>
  );
}

export function ProposalShow() {
  return (
    <Show>
      <SimpleShowLayout>
        <TextField source="id" />
        <TextField source="version" />
        <TextField source="status" />
        <TextField source="overall" label="Client's overall review" emptyText="—" />
        <FunctionField label="Review saved" render={(r) => when(r.reviewSavedAt) || '—'} />
        <FunctionField label="Boards" render={(r) => (r.boards ?? []).map((b: any) => b.name ?? b.boardId ?? b.id).join(', ')} />
        <FunctionField label="Approved boards" render={(r) => (r.approvedBoardIds ?? []).join(', ') || '—'} />
        <FunctionField label="Revisions asked" render={(r) => (r.revisions ?? []).map((v: any) => (typeof v === 'string' ? v : v.note ?? v.comment ?? JSON.stringify(v))).join(' · ') || '—'} />
      </SimpleShowLayout>
    </Show>
  );
}
