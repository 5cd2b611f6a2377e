import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { upgradeAction, upgradeLoader } from '~/diy/server/diy-pages.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Work with a designer · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = upgradeLoader;
export const action = upgradeAction;

/** /diy/upgrade/{id}: the DIY board becomes a paid design project for the same room. */
export default function DiyUpgrade() {
  const { project, designHref } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <div className="container design-step diy-upgrade">
      <p className="design-step__room">DIY mood board · <strong>{project.room.name}</strong></p>
      <h1 className="design-step__title">Work with a designer on your {project.room.name.toLowerCase()}</h1>
      {designHref ? (
        <>
          <p className="design-step__intro">This board is already a design project.</p>
          <Link to={designHref} className="button button--primary">
            Go on with your design project
          </Link>
        </>
      ) : (
        <>
          <p className="design-step__intro">A certified designer turns your ideas into a complete room: a floor plan, a mood board made for your space and a shopping list. You choose a plan on the next steps.</p>
          <Form method="post">
            <CsrfField />
            <FormAlert result={result} />
            <button type="submit" className="button button--primary" disabled={busy} data-testid="diy-upgrade">
              {busy ? 'Starting…' : 'Start my design project'}
            </button>{' '}
            <Link to={project.continueHref} className="button button--secondary">
              Back to my board
            </Link>
          </Form>
        </>
      )}
    </div>
  );
}
