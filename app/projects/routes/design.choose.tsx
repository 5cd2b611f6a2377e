import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ChipChoices, NoteField, RadioChoices, useFieldErrors } from '~/projects/components/detail-fields';
import { StepPage } from '~/projects/components/step-page';
import { detailAction, detailLoader } from '~/projects/server/detail-pages.server';

export const meta: MetaFunction = () => [{ title: 'What the design covers · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = detailLoader('SCOPE');
export const action = detailAction('SCOPE');

type Choices = { scopes: Array<{ id: string; name: string }>; starts: Array<{ id: string; name: string }> };

/** /design/choose: what the design should cover, where the room starts from, and what the client keeps. */
export default function ChooseScope() {
  const page = useLoaderData<typeof loader>();
  const err = useFieldErrors();
  const c = page.choices as Choices;
  const saved = (page.detail.answer ?? {}) as { covers?: string[]; start?: string; keeping?: string };
  return (
    <StepPage page={page} title="What should your design cover?" intro="Optional, and it helps: your designer plans only what you want changed.">
      <ChipChoices legend="Include in my design" name="covers" options={c.scopes} chosen={saved.covers ?? []} error={err('covers')} />
      <RadioChoices legend="Where does the room start from?" name="start" options={c.starts} chosen={saved.start ?? null} error={err('start')} />
      <NoteField label="What are you keeping?" name="keeping" max={1000} defaultValue={saved.keeping} error={err('keeping')} hint="The grey sofa, my grandmother's chest, the bookcase…" />
    </StepPage>
  );
}
