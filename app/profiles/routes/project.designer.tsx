import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useFetcher, useLoaderData } from '@remix-run/react';
import { designerChoiceMessages } from '../../../domain/profiles/designer-choice';
import { isDomainError } from '../../../domain/shared/errors';
import { chooseDesigner, designerChoicePage } from '~/profiles/application/designer-choice.server';
import { CsrfField, FormAlert } from '~/ui/form-field';
import { useFormFeedback } from '~/ui/use-form-feedback';
import type { FormResult } from '~/web/form-result';
import { ok, requireUser, userAction } from '~/web/page-form.server';
import { getSession } from '~/web/session.server';
import profileStyles from '~/styles/profiles.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: profileStyles }];
export const meta: MetaFunction = () => [{ title: 'Choose your designer · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** /project/designer?needId=…: "Choose your designer" (optional) for one's own project without a designer; another's project is 404. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const session = await getSession(request, context);
  try {
    return await designerChoicePage(context.runtime, { userId: session.user!.id, actor: session.actor }, new URL(request.url).searchParams.get('needId'));
  } catch (error) {
    if (isDomainError(error)) throw new Response('Not found', { status: 404 });
    throw error;
  }
}

export const action = userAction(async ({ request, context, session, user, input }) => {
  const needId = new URL(request.url).searchParams.get('needId');
  await chooseDesigner(context.runtime, { userId: user.id, actor: session.actor }, { needId, handle: input.handle });
  return ok(designerChoiceMessages.chosen);
});

export default function ChooseDesignerPage() {
  const d = useLoaderData<typeof loader>();
  const fetcher = useFetcher<FormResult>();
  const { result } = useFormFeedback(fetcher);
  return (
    <div className="container profile-page">
      <h1>Choose your designer</h1>
      <p>
        {d.room} · project <strong>{d.projectId}</strong>. Optional: look at their portfolios and choose one, or leave it to us — we match you with a designer who suits your style.
      </p>
      {d.assigned ? (
        <p className="profile-head__own">Your project already has a designer: {d.assigned}.</p>
      ) : (
        <>
          <FormAlert result={result} />
          {result?.ok ? <p role="status">{result.message}</p> : null}
          <ul className="designer-choices">
            {d.designers.map((designer) => (
              <li key={designer.handle} className={`designer-choice${designer.chosen ? ' is-chosen' : ''}`}>
                <h2>{designer.name}</h2>
                <p className="profile-head__handle">
                  <Link to={designer.href}>@{designer.handle} — see the portfolio</Link>
                </p>
                {designer.bio ? <p>{designer.bio}</p> : null}
                <p className="profile-rating">
                  {designer.caseCount} design case{designer.caseCount === 1 ? '' : 's'}
                  {designer.styles.length ? ` · ${designer.styles.join(', ')}` : ''}
                  {designer.rating.count ? ` · rated ${designer.rating.average}/5` : ''}
                </p>
                <fetcher.Form method="post">
                  <CsrfField />
                  <input type="hidden" name="handle" value={designer.handle} />
                  <button type="submit" className={`button${designer.chosen ? '' : ' button--primary'}`} disabled={designer.chosen}>
                    {designer.chosen ? 'Your choice' : `Choose ${designer.name}`}
                  </button>
                </fetcher.Form>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        <Link to={`/project/submitted?needId=${d.needId}`}>Back to your project</Link>
      </p>
    </div>
  );
}
