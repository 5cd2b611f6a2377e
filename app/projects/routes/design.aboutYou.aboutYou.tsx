import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ChipChoices, NoteField, RadioChoices, useFieldErrors } from '~/projects/components/detail-fields';
import { StepPage } from '~/projects/components/step-page';
import { detailAction, detailLoader } from '~/projects/server/detail-pages.server';
import { Field } from '~/ui/form-field';

export const meta: MetaFunction = () => [{ title: 'More about you · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = detailLoader('ABOUT_YOU_MORE');
export const action = detailAction('ABOUT_YOU_MORE');

type O = Array<{ id: string; name: string }>;

/** /design/aboutYou/aboutYou: more about the people who use the room, beside ALL ABOUT YOU. */
export default function MoreAboutYou() {
  const page = useLoaderData<typeof loader>();
  const err = useFieldErrors();
  const c = page.choices as { users: O; workFromHome: O; maxWords: number };
  const saved = (page.detail.answer ?? {}) as { users?: string[]; workFromHome?: string; accessibility?: string; styleWords?: string[] };
  return (
    <StepPage page={page} title="More about you" intro="Who uses the room and how, so your designer plans for real life.">
      <ChipChoices legend="Who uses the room?" name="users" options={c.users} chosen={saved.users ?? []} error={err('users')} />
      <RadioChoices legend="Do you work from home in this room?" name="workFromHome" options={c.workFromHome} chosen={saved.workFromHome ?? null} error={err('workFromHome')} />
      <NoteField label="Anything your designer should plan for? (accessibility, mobility, safety)" name="accessibility" max={500} defaultValue={saved.accessibility} error={err('accessibility')} hint="A wheelchair needs 36 in to pass; seats not too low for my father…" />
      <Field label={`Your style in up to ${c.maxWords} words`} name="styleWords" defaultValue={(saved.styleWords ?? []).join(', ')} error={err('styleWords')} hint="Separated by commas: warm, calm, collected" maxLength={200} />
    </StepPage>
  );
}
