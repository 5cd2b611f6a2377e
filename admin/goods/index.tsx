import { useState } from 'react';
import {
  AutocompleteInput, BooleanField, BooleanInput, Create, Datagrid, DeleteButton, Edit, FunctionField, List, NumberInput, ReferenceField,
  ReferenceInput, SearchInput, SelectInput, Show, SimpleForm, SimpleShowLayout, TextField, TextInput, TopToolbar, EditButton, useDataProvider,
  useNotify, useRecordContext, useRefresh, required, Labeled,
} from 'react-admin';
import { Box, Button as MuiButton, Stack, Typography } from '@mui/material';
import { CommandButton, useAllowed } from '../permissions';
import { money } from '../format';
import type { ConsoleDataProvider } from '../data-provider';
import { ModelSection } from './model-section';

/** Goods: the catalogue for staff. Details are edited as a form; price, availability, stock and delisting are commands. */
const shippingTypes = ['FREE', 'SMALL', 'STANDARD', 'OVERSIZED'].map((id) => ({ id, name: id }));
const markTypes = ['AUTO', 'MANUAL', 'NO_MARKED'].map((id) => ({ id, name: id }));

const filters = [
  <SearchInput source="q" alwaysOn key="q" placeholder="Search name, brand, description" />,
  <ReferenceInput source="categoryId" reference="categories" key="c" perPage={200}>
    <AutocompleteInput optionText="displayName" label="Category" />
  </ReferenceInput>,
  <TextInput source="availability" key="a" />,
  <BooleanInput source="delisted" key="d" />,
  <NumberInput source="minPriceCents" label="Min price (cents)" key="min" />,
  <NumberInput source="maxPriceCents" label="Max price (cents)" key="max" />,
];

export function GoodsList() {
  return (
    <List filters={filters} sort={{ field: 'listedAt', order: 'DESC' }} filterDefaultValues={{ delisted: false }}>
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <TextField source="name" />
        <TextField source="brand" />
        <ReferenceField source="categoryId" reference="categories" link={false}>
          <TextField source="displayName" />
        </ReferenceField>
        <FunctionField source="priceCents" label="Price" render={(r) => money(r.priceCents)} />
        <FunctionField source="effectivePriceCents" label="Sells at" render={(r) => money(r.effectivePriceCents)} />
        <TextField source="availability" />
        <BooleanField source="delisted" />
        <FunctionField source="listedAt" label="Listed" render={(r) => (r.listedAt ? new Date(r.listedAt).toLocaleDateString() : '')} />
      </Datagrid>
    </List>
  );
}

function DetailsInputs() {
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput source="brand" validate={required()} />
      <TextInput source="description" multiline fullWidth />
      <ReferenceInput source="categoryId" reference="categories" perPage={200}>
        <AutocompleteInput optionText="displayName" validate={required()} />
      </ReferenceInput>
      <TextInput source="vendorId" validate={required()} />
      <SelectInput source="shippingType" choices={shippingTypes} validate={required()} />
      <NumberInput source="shippingCost" label="Shipping cost (cents)" />
      <NumberInput source="shippingPct" label="Shipping %" />
    </>
  );
}

const isModelFile = (src: string) => src.startsWith('/media/models/');

/** "Product: Willow Ivory Linen Sofa" (react-admin would say "Good …" from the resource's name). */
function ProductTitle() {
  const record = useRecordContext();
  return <span>Product{record ? `: ${record.name}` : ''}</span>;
}

/** Pictures through the site's upload flow: the file goes to /api/file/upload, its URL into the details command. */
function Pictures() {
  const record = useRecordContext();
  const allowed = useAllowed('goods.details');
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  // The model's pictures lead savedPics but are made from the model, not stored: only photos are edited here.
  const pics: string[] = (record.savedPics ?? []).filter((src: string) => !isModelFile(src));
  const save = async (next: string[]) => {
    await dataProvider.command(`/api/admin/goods/${encodeURIComponent(String(record.id))}/details`, { changes: { savedPics: next } });
    notify('Pictures saved', { type: 'success' });
    refresh();
  };
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const body = new FormData();
      body.set('file', file);
      const response = await fetch('/api/file/upload', { method: 'POST', body, credentials: 'same-origin', headers: { Accept: 'application/json' } });
      const json = await response.json();
      if (!response.ok || json.success === false) throw new Error(json.message || 'The upload failed');
      await save([...pics, String(json.data)]);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'The upload failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ my: 2 }}>
      <Typography variant="subtitle2">Photos</Typography>
      <Typography variant="body2" color="text.secondary">
        The shop shows the model&apos;s three pictures first (above), then these photos.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {pics.map((src) => (
          <Box key={src} sx={{ textAlign: 'center' }}>
            <img src={src} alt="" width={96} height={96} style={{ objectFit: 'cover' }} />
            {allowed && (
              <MuiButton size="small" onClick={() => void save(pics.filter((p) => p !== src))}>
                Remove
              </MuiButton>
            )}
          </Box>
        ))}
      </Stack>
      {allowed && (
        <MuiButton component="label" disabled={busy}>
          {busy ? 'Uploading…' : 'Add a picture'}
          <input type="file" accept="image/jpeg,image/png,image/webp,image/gif" hidden onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])} />
        </MuiButton>
      )}
    </Box>
  );
}

function GoodsCommands() {
  return (
    <TopToolbar>
      <CommandButton
        button="goods.price"
        label="Change price"
        path={(r) => `/api/admin/goods/${encodeURIComponent(String(r.id))}/price`}
        defaults={(r) => ({ priceCents: r.priceCents, salePriceCents: r.salePriceCents })}
        toBody={(v) => ({ priceCents: v.priceCents, salePriceCents: v.salePriceCents === '' || v.salePriceCents === undefined ? null : v.salePriceCents })}
        done="Price changed"
      >
        <NumberInput source="priceCents" label="Price (cents)" />
        <NumberInput source="salePriceCents" label="Sale price (cents, empty for none)" />
      </CommandButton>
      <CommandButton
        button="goods.availability"
        label="Change availability"
        path={(r) => `/api/admin/goods/${encodeURIComponent(String(r.id))}/availability`}
        defaults={(r) => ({ availability: r.availability, markType: r.markType })}
        toBody={(v) => ({ availability: v.availability, markType: v.markType || null, markTime: v.markType ? new Date().toISOString() : null })}
        done="Availability changed"
      >
        <TextInput source="availability" />
        <SelectInput source="markType" choices={markTypes} emptyText="None" />
      </CommandButton>
      <CommandButton button="goods.stock" label="Set stock" path={(r) => `/api/admin/goods/${encodeURIComponent(String(r.id))}/stock`} done="Stock set">
        <NumberInput source="onHand" label="On hand" />
      </CommandButton>
      <DeleteButton label="Delist" mutationMode="pessimistic" confirmTitle="Delist this product?" confirmContent="It leaves the shop; its history stays." />
    </TopToolbar>
  );
}

function PriceLine() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Labeled label="Price">
      <Typography data-testid="goods-price">
        {money(record.priceCents)}
        {record.salePriceCents !== null && record.salePriceCents !== undefined ? ` (sale ${money(record.salePriceCents)})` : ''} · {record.availability}
      </Typography>
    </Labeled>
  );
}

export function GoodsEdit() {
  return (
    <Edit title={<ProductTitle />} actions={<GoodsCommands />} mutationMode="pessimistic" redirect={false}>
      <SimpleForm>
        <PriceLine />
        <DetailsInputs />
        <ModelSection />
        <Pictures />
      </SimpleForm>
    </Edit>
  );
}

export function GoodsShow() {
  return (
    <Show title={<ProductTitle />} actions={<TopToolbar><EditButton /></TopToolbar>}>
      <SimpleShowLayout>
        <TextField source="name" />
        <TextField source="brand" />
        <PriceLine />
        <TextField source="description" />
      </SimpleShowLayout>
    </Show>
  );
}

export function GoodsCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm>
        <TextInput source="goodsId" label="Product id" helperText="Letters, digits and dashes" validate={required()} />
        <DetailsInputs />
        <NumberInput source="priceCents" label="Price (cents)" validate={required()} />
        <NumberInput source="salePriceCents" label="Sale price (cents)" />
        <TextInput source="availability" defaultValue="In stock" validate={required()} />
      </SimpleForm>
    </Create>
  );
}
