import { useEffect, useMemo, useState } from 'react';
import { NumberInput, SelectInput, useDataProvider, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Box, Stack, Typography } from '@mui/material';
import type { ConsoleDataProvider } from '../data-provider';
import { ModelPreview } from './model-preview';
import { formDimensions, type GoodsModel } from './types';

/**
 * The product's 3D model in the goods edit form (issue 22): its kind, variant,
 * material and colour ("From the name (…)" until staff choose), its dimensions,
 * and beside them the model and its three pictures as they are now. What the
 * unsaved choices would give is asked of the server as they change (nothing is
 * written) and shown under the preview; Save sends them with the other details,
 * and the server's field messages show under each field.
 */
const units = [{ id: 'in', name: 'inches' }, { id: 'cm', name: 'cm' }];
const fromName = (what: string | null | undefined) => `From the name (${what ?? 'none'})`;
/** The empty choice ("From the name (…)") shows in the field, not only in its list. */
const showEmpty = { slotProps: { select: { displayEmpty: true }, inputLabel: { shrink: true } } };

function useModel(goodsId: string, version: string) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [model, setModel] = useState<GoodsModel | null>(null);
  useEffect(() => {
    let live = true;
    dataProvider.read<GoodsModel>(`/api/admin/goods/${encodeURIComponent(goodsId)}/model`).then(({ data }) => live && setModel(data), () => live && setModel(null));
    return () => {
      live = false;
    };
  }, [dataProvider, goodsId, version]);
  return model;
}

/** What the form's unsaved model facts would give, asked a moment after they stop changing. */
function useDraft(goodsId: string, draft: Record<string, unknown>, differs: boolean) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [answer, setAnswer] = useState<GoodsModel | null>(null);
  const text = JSON.stringify(draft);
  useEffect(() => {
    if (!differs) return setAnswer(null);
    let live = true;
    const timer = setTimeout(() => {
      dataProvider.read<GoodsModel>(`/api/admin/goods/${encodeURIComponent(goodsId)}/model`, { draft: text }).then(({ data }) => live && setAnswer(data), () => undefined);
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [dataProvider, goodsId, text, differs]);
  return answer;
}

const blank = (v: unknown) => (v === '' || v === undefined ? null : v);

export function ModelSection() {
  const record = useRecordContext();
  const { setValue } = useFormContext();
  const [kind, variant, material, colour, dimensions] = useWatch({ name: ['kind', 'variant', 'material', 'colour', 'dimensions'] });
  const goodsId = String(record?.id ?? '');
  const saved = useModel(goodsId, `${record?.modelUrl ?? ''}|${record?.kind}|${record?.variant}|${record?.material}|${record?.colour}`);
  const draft = { kind: blank(kind), variant: blank(variant), material: blank(material), colour: blank(colour), dimensions: formDimensions(dimensions) };
  const savedFacts = { kind: record?.kind ?? null, variant: record?.variant ?? null, material: record?.material ?? null, colour: record?.colour ?? null, dimensions: record?.dimensions ?? null };
  const differs = JSON.stringify(draft) !== JSON.stringify(savedFacts);
  const preview = useDraft(goodsId, draft, differs);

  const choices = saved?.choices;
  const named = saved?.named;
  const kindInUse = (blank(kind) as string | null) ?? named?.kind ?? null;
  const kindChoice = choices?.kinds.find((k) => k.id === kindInUse);
  const materialInUse = (blank(material) as string | null) ?? (kindInUse === named?.kind ? named?.material : null) ?? kindChoice?.materials[0] ?? null;
  const materialChoice = choices?.materials.find((m) => m.id === materialInUse);
  const kindChoices = useMemo(() => (choices?.kinds ?? []).map((k) => ({ id: k.id, name: k.label })), [choices]);
  const variantChoices = (kindChoice?.variants ?? []).map((v) => ({ id: v, name: v }));
  const materialChoices = (kindChoice?.materials ?? choices?.materials.map((m) => m.id) ?? []).map((m) => ({ id: m, name: m }));
  const colourChoices = materialChoice?.colours ?? [];

  // A choice the new kind or material does not have goes back to "from the name".
  useEffect(() => {
    if (!choices) return;
    if (blank(variant) && kindChoice && !kindChoice.variants.includes(variant)) setValue('variant', '', { shouldDirty: true });
    if (blank(material) && kindChoice && !kindChoice.materials.includes(material)) setValue('material', '', { shouldDirty: true });
    if (blank(colour) && materialChoice && !materialChoice.colours.some((c) => c.id === colour)) setValue('colour', '', { shouldDirty: true });
  }, [choices, kindChoice, materialChoice, variant, material, colour, setValue]);

  if (!record) return null;
  const colourName = (key: string | null | undefined) => choices?.materials.flatMap((m) => m.colours).find((c) => c.id === key)?.name ?? key;
  const labels = { kind: (id: string | null) => choices?.kinds.find((k) => k.id === id)?.label ?? id, colour: colourName };
  return (
    <Box sx={{ my: 2, width: '100%' }} data-testid="goods-model">
      <Typography variant="subtitle1">Model</Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ minWidth: 280 }}>
          <SelectInput {...showEmpty} source="kind" label="Kind" choices={kindChoices} emptyText={fromName(named?.kind ? choices?.kinds.find((k) => k.id === named.kind)?.label : null)} fullWidth />
          <SelectInput {...showEmpty} source="variant" label="Variant" choices={variantChoices} emptyText={fromName(!blank(kind) || kind === named?.kind ? named?.variant ?? 'usual shape' : 'usual shape')} fullWidth />
          <SelectInput {...showEmpty} source="material" label="Material" choices={materialChoices} emptyText={fromName(named?.material)} fullWidth />
          <SelectInput {...showEmpty} source="colour" label="Colour" choices={colourChoices} emptyText={fromName(colourName(named?.colour))} fullWidth />
          <Stack direction="row" spacing={1}>
            <NumberInput source="dimensions.width" label="Width" sx={{ width: 150 }} />
            <NumberInput source="dimensions.depth" label="Depth" sx={{ width: 150 }} />
            <NumberInput source="dimensions.height" label="Height" sx={{ width: 150 }} />
            <SelectInput source="dimensions.unit" label="Unit" choices={units} emptyText="inches" emptyValue="" sx={{ width: 110 }} />
          </Stack>
        </Box>
        <ModelPreview model={saved} draft={preview} labels={labels} />
      </Stack>
    </Box>
  );
}
