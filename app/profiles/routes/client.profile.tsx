import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useFetcher, useLoaderData } from '@remix-run/react';
import { handleLimits } from '../../../domain/profiles/handle';
import { postLimits, postMessages } from '../../../domain/profiles/post';
import { handleMessages } from '../../../domain/profiles/handle';
import { ownProfile, saveProfile } from '~/profiles/application/profiles.server';
import { uploadPost } from '~/profiles/application/posts.server';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import { useFormFeedback } from '~/ui/use-form-feedback';
import type { FormResult } from '~/web/form-result';
import { ok, requireUser, userAction } from '~/web/page-form.server';
import { getSession } from '~/web/session.server';
import { ValidationError } from '../../../domain/shared/errors';
import profileStyles from '~/styles/profiles.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: profileStyles }];
export const meta: MetaFunction = () => [{ title: 'Public profile · My account · Roomcraft' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const session = await getSession(request, context);
  const profile = await ownProfile(context.runtime, user.id);
  const isDesigner = session.user?.roles.includes('designer') ?? false;
  return { profile, isDesigner };
}

const profileIntent = 'profile';
const postIntent = 'post';

/** /client/profile: the caller's handle, bio and whether /@handle is public (designers' always is); and a new post of their room. */
export const action = userAction(async ({ context, session, user, input, intent, form }) => {
  const viewer = { userId: user.id, actor: session.actor };
  if (intent === profileIntent) {
    await saveProfile(context.runtime, viewer, { handle: input.handle, bio: input.bio, public: input.public === 'on' });
    return ok(handleMessages.saved, profileIntent);
  }
  if (intent === postIntent) {
    await uploadPost(context.runtime, viewer, { photo: form.get('photo'), caption: input.caption ?? '', goodsIds: input.goodsIds ?? '' });
    return ok(postMessages.published, postIntent);
  }
  throw new ValidationError('UNKNOWN_FORM', 'This form is not known here. Please reload the page.');
});

export default function PublicProfilePage() {
  const { profile, isDesigner } = useLoaderData<typeof loader>();
  const profileForm = useFetcher<FormResult>();
  const postForm = useFetcher<FormResult>();
  const saved = useFormFeedback(profileForm, { intent: profileIntent });
  const posted = useFormFeedback(postForm, { intent: postIntent });
  return (
    <>
      <section className="account-section" aria-labelledby="public-profile-title">
        <h2 id="public-profile-title">Public profile</h2>
        <p className="account-section__intro">
          Your handle is your address on Roomcraft{profile ? (
            <>
              : <Link to={`/@${profile.handle}`}>/@{profile.handle}</Link>
            </>
          ) : null}
          . {isDesigner ? 'A designer’s profile is always public: clients choose their designer by it.' : 'Your profile stays private until you make it public.'}
        </p>
        <profileForm.Form method="post" className="account-form" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value={profileIntent} />
          <FormAlert result={saved.result} shown={['handle', 'bio']} />
          <Field label="Handle" name="handle" required minLength={handleLimits.min} maxLength={handleLimits.max} defaultValue={profile?.handle ?? ''} error={saved.fields.handle} hint="3 to 30 letters, digits, underscores and dots." autoComplete="off" />
          <div className={`field${saved.fields.bio ? ' field--error' : ''}`}>
            <label htmlFor="profile-bio" className="field__label">
              Short bio
            </label>
            <textarea id="profile-bio" name="bio" className="field__input" rows={3} maxLength={handleLimits.bioMax} defaultValue={profile?.bio ?? ''} />
            {saved.fields.bio ? <p className="field__error">{saved.fields.bio}</p> : null}
          </div>
          {isDesigner ? null : (
            <label className="checkbox">
              <input type="checkbox" name="public" defaultChecked={profile?.public ?? false} /> Make my profile and posts public
            </label>
          )}
          <div className="account-form__actions">
            <button type="submit" className="button button--primary" disabled={saved.busy}>
              Save profile
            </button>
          </div>
        </profileForm.Form>
      </section>
      {profile ? (
        <section className="account-section" aria-labelledby="new-post-title">
          <h2 id="new-post-title">Post a photo of your room</h2>
          <p className="account-section__intro">
            Tag the products in it by their ids (the end of a product page’s address). Your posts: <Link to={`/@${profile.handle}/posts`}>/@{profile.handle}/posts</Link>
          </p>
          <postForm.Form method="post" encType="multipart/form-data" className="account-form" noValidate>
            <CsrfField />
            <input type="hidden" name="intent" value={postIntent} />
            <FormAlert result={posted.result} shown={['photo', 'caption', 'goodsIds']} />
            <Field label="Photo (JPEG, PNG, WebP or GIF, up to 10 MB)" name="photo" type="file" accept="image/jpeg,image/png,image/webp,image/gif" error={posted.fields.photo} />
            <Field label="Caption" name="caption" maxLength={postLimits.captionMax} error={posted.fields.caption} />
            <Field label="Tagged products (ids, comma-separated)" name="goodsIds" error={posted.fields.goodsIds} hint={`At most ${postLimits.tagsMax}.`} />
            <div className="account-form__actions">
              <button type="submit" className="button button--primary" disabled={posted.busy}>
                Post
              </button>
            </div>
          </postForm.Form>
        </section>
      ) : null}
    </>
  );
}
