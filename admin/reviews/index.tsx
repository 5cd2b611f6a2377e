import { Datagrid, FunctionField, List, Show, SimpleShowLayout, SelectInput, TextField, TextInput, TopToolbar, required, useRecordContext, type RaRecord } from 'react-admin';
import { when } from '../format';
import { CommandButton } from '../permissions';

/**
 * Product reviews (issue 22): staff read what verified buyers wrote, with their
 * photo, and approve, reject (with a reason the author reads) or hide an
 * approved one. Each decision names the version read (`revision`): a review
 * its author edited since is refused, to be read again.
 */
const statuses = ['pending', 'approved', 'rejected', 'hidden'].map((id) => ({ id, name: id }));
const enc = encodeURIComponent;
const base = (r: RaRecord) => `/api/admin/reviews/${enc(String(r.id))}`;
const withRevision = (values: Record<string, unknown>, r: RaRecord) => ({ ...values, revision: r.revision });

const filters = [
  <SelectInput source="status" choices={statuses} alwaysOn key="s" />,
  <TextInput source="q" label="Words" key="q" />,
  <TextInput source="goodsId" label="Product id" key="g" />,
];

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(5 - n);

export function ReviewButtons() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      {record.status === 'pending' || record.status === 'hidden' ? (
        <CommandButton button="reviews.approve" label="Approve" path={(r) => `${base(r)}/approve`} toBody={withRevision} done="Review approved" />
      ) : null}
      {record.status === 'pending' ? (
        <CommandButton button="reviews.reject" label="Reject" path={(r) => `${base(r)}/reject`} toBody={withRevision} done="Review rejected">
          <TextInput source="reason" label="Reason (the author reads it)" validate={required()} fullWidth multiline />
        </CommandButton>
      ) : null}
      {record.status === 'approved' ? (
        <CommandButton button="reviews.hide" label="Hide" path={(r) => `${base(r)}/hide`} toBody={withRevision} done="Review hidden">
          <TextInput source="reason" label="Reason (optional)" fullWidth multiline />
        </CommandButton>
      ) : null}
    </>
  );
}

export function ReviewList() {
  return (
    <List filters={filters} filterDefaultValues={{ status: 'pending' }} sort={{ field: 'writtenAt', order: 'DESC' }}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <FunctionField label="Product" render={(r) => r.goodsName ?? r.goodsId} />
        <FunctionField source="rating" label="Stars" render={(r) => stars(r.rating)} />
        <TextField source="title" sortable={false} emptyText="—" />
        <FunctionField label="Review" render={(r) => (r.text.length > 120 ? `${r.text.slice(0, 120)}…` : r.text)} />
        <TextField source="authorName" label="Author" sortable={false} />
        <FunctionField label="Photo" render={(r) => (r.photo ? 'yes' : '')} />
        <TextField source="status" />
        <FunctionField source="writtenAt" label="Written" render={(r) => when(r.writtenAt)} />
        {/* The buttons act on the row; a click on them does not also open the review. */}
        <FunctionField
          label=""
          render={() => (
            <span onClick={(e) => e.stopPropagation()} role="presentation">
              <ReviewButtons />
            </span>
          )}
        />
      </Datagrid>
    </List>
  );
}

function Photo() {
  const r = useRecordContext();
  if (!r?.photo) return <span>No photo</span>;
  return (
    <a href={r.photo.url} target="_blank" rel="noopener noreferrer">
      <img src={r.photo.url} alt="The review's photo" style={{ maxWidth: 480, maxHeight: 480, borderRadius: 8 }} />
    </a>
  );
}

function ShowActions() {
  return (
    <TopToolbar>
      <ReviewButtons />
    </TopToolbar>
  );
}

export function ReviewShow() {
  return (
    <Show actions={<ShowActions />}>
      <SimpleShowLayout>
        <FunctionField label="Product" render={(r) => (r.productUrl ? <a href={r.productUrl}>{r.goodsName}</a> : (r.goodsName ?? r.goodsId))} />
        <TextField source="status" />
        <FunctionField source="rating" label="Stars" render={(r) => `${stars(r.rating)} (${r.rating})`} />
        <TextField source="title" emptyText="—" />
        <TextField source="text" component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} />
        <FunctionField label="Photo" render={() => <Photo />} />
        <TextField source="authorName" label="Author" />
        <TextField source="userId" label="Author's account" />
        <TextField source="revision" label="Version" />
        <FunctionField label="Written" render={(r) => when(r.writtenAt)} />
        <FunctionField label="Moderated" render={(r) => (r.moderatedAt ? when(r.moderatedAt) : '—')} />
        <TextField source="reason" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
