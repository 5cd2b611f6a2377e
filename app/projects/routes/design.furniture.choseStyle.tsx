import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ChipChoices, NoteField, useFieldErrors } from '~/projects/components/detail-fields';
import { StepPage } from '~/projects/components/step-page';
import { detailAction, detailLoader } from '~/projects/server/detail-pages.server';

export const meta: MetaFunction = () => [{ title: 'Furniture style · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = detailLoader('FURNITURE_STYLE');
export const action = detailAction('FURNITURE_STYLE');

type O = Array<{ id: string; name: string }>;

/** /design/furniture/choseStyle: what the client likes in furniture — wood, legs, shapes, fabrics; several of each. */
export default function FurnitureStyle() {
  const page = useLoaderData<typeof loader>();
  const err = useFieldErrors();
  const c = page.choices as { woodTones: O; legs: O; shapes: O; fabrics: O };
  const saved = (page.detail.answer ?? {}) as { woodTones?: string[]; legs?: string[]; shapes?: string[]; fabrics?: string[]; note?: string };
  return (
    <StepPage page={page} title="What do you like in furniture?" intro="Choose as many as you like in each.">
      <ChipChoices legend="Wood tones" name="woodTones" options={c.woodTones} chosen={saved.woodTones ?? []} error={err('woodTones')} />
      <ChipChoices legend="Legs and bases" name="legs" options={c.legs} chosen={saved.legs ?? []} error={err('legs')} />
      <ChipChoices legend="Shapes" name="shapes" options={c.shapes} chosen={saved.shapes ?? []} error={err('shapes')} />
      <ChipChoices legend="Fabrics" name="fabrics" options={c.fabrics} chosen={saved.fabrics ?? []} error={err('fabrics')} />
      <NoteField label="Anything else about the style?" name="note" max={500} defaultValue={saved.note} error={err('note')} />
    </StepPage>
  );
}
