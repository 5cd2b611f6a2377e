import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ProfileTabs } from '~/profiles/components/profile-parts';
import { profileCollectPage } from '~/profiles/server/profile-pages.server';
import profileStyles from '~/styles/profiles.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: profileStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: `Boards by @${data.handle} · Roomcraft` }, ...(data.public ? [] : [{ name: 'robots', content: 'noindex' }])] : [{ title: 'Page not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** /@{handle}/collect (part 2 §2): the user's public idea boards, twelve a page; private boards never show. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => profileCollectPage(request, context, params.handle);

export default function ProfileBoardsPage() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="container profile-page">
      <header className="profile-head">
        <h1>Boards by {d.name}</h1>
        <p className="profile-head__handle">@{d.handle}</p>
        {d.mine ? (
          <p className="profile-head__own">
            Only your public boards show here. <Link to="/ideas">Your idea boards</Link>
          </p>
        ) : null}
      </header>
      <ProfileTabs handle={d.handle} current="collect" />
      {d.boards.length ? (
        <ul className="profile-boards">
          {d.boards.map((b) => (
            <li key={b.id} className="profile-boards__board">
              <Link to={b.url}>
                {b.cover ? <img src={b.cover} alt="" width={320} height={200} loading="lazy" decoding="async" /> : <span className="profile-boards__empty" aria-hidden="true" />}
                <span className="profile-boards__name">{b.name}</span>
                <span className="profile-boards__count">
                  {b.itemCount} {b.itemCount === 1 ? 'idea' : 'ideas'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="profile-empty">No public boards yet.</p>
      )}
      <nav className="profile-pages" aria-label="Board pages">
        {d.page > 1 ? <Link to={`/@${d.handle}/collect${d.page > 2 ? `?page=${d.page - 1}` : ''}`} rel="prev">Previous boards</Link> : null}
        {d.page * d.pageSize < d.total ? <Link to={`/@${d.handle}/collect?page=${d.page + 1}`} rel="next">More boards</Link> : null}
      </nav>
    </div>
  );
}
