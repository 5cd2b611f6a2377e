import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { PostList, ProfileTabs } from '~/profiles/components/profile-parts';
import { profilePostsPage } from '~/profiles/server/profile-pages.server';
import profileStyles from '~/styles/profiles.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: profileStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `Posts by @${data.handle} · Roomcraft` }, ...(data.public ? [] : [{ name: 'robots', content: 'noindex' }])] : [{ title: 'Page not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** /@{handle}/posts (part 2 §2): photos of the user's rooms with the products they tagged, priced now; twelve a page. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => profilePostsPage(request, context, params.handle);

export default function ProfilePostsPage() {
  const d = useLoaderData<typeof loader>();
  const { page, pageSize, total, list } = d.posts;
  return (
    <div className="container profile-page">
      <header className="profile-head">
        <h1>Posts by {d.name}</h1>
        <p className="profile-head__handle">@{d.handle}</p>
        {d.mine ? (
          <p className="profile-head__own">
            <Link to="/client/profile">Post a photo of your room</Link>
          </p>
        ) : null}
      </header>
      <ProfileTabs handle={d.handle} current="posts" />
      <PostList posts={list} />
      <nav className="profile-pages" aria-label="Post pages">
        {page > 1 ? <Link to={`/@${d.handle}/posts${page > 2 ? `?page=${page - 1}` : ''}`} rel="prev">Newer posts</Link> : null}
        {page * pageSize < total ? <Link to={`/@${d.handle}/posts?page=${page + 1}`} rel="next">Older posts</Link> : null}
      </nav>
    </div>
  );
}
