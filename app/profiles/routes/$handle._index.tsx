import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { PostList, ProfileTabs } from '~/profiles/components/profile-parts';
import { profilePage } from '~/profiles/server/profile-pages.server';
import profileStyles from '~/styles/profiles.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: profileStyles }];
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? [{ title: `${data.name} (@${data.handle}) · Roomcraft` }, { name: 'description', content: data.bio || `${data.name} on Roomcraft` }, ...(data.public ? [] : [{ name: 'robots', content: 'noindex' }])]
    : [{ title: 'Page not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/**
 * /@{handle} (part 2 §2): a designer's portfolio — their published design
 * cases, the styles they work in, their rating — or a client's public page
 * with their posts. Any other one-segment address is the site's 404.
 */
export const loader = ({ request, context, params }: LoaderFunctionArgs) => profilePage(request, context, params.handle);

export default function ProfilePage() {
  const p = useLoaderData<typeof loader>();
  return (
    <div className="container profile-page">
      <header className="profile-head">
        <p className="eyebrow">{p.kind === 'designer' ? 'Roomcraft designer' : 'Roomcraft member'}</p>
        <h1>{p.name}</h1>
        <p className="profile-head__handle">@{p.handle}</p>
        {p.bio ? <p className="profile-head__bio">{p.bio}</p> : null}
        {p.mine ? (
          <p className="profile-head__own">
            {p.public ? 'Your profile is public.' : 'Only you can see this page: your profile is private.'} <Link to="/client/profile">Edit your profile</Link>
          </p>
        ) : null}
      </header>
      <ProfileTabs handle={p.handle} current="profile" />
      {p.portfolio ? (
        <section aria-labelledby="portfolio-title">
          <h2 id="portfolio-title">Portfolio</h2>
          <p className="profile-rating">
            {p.portfolio.rating.count ? `Rated ${p.portfolio.rating.average} out of 5 by ${p.portfolio.rating.count} client${p.portfolio.rating.count === 1 ? '' : 's'}` : 'Not rated yet'}
            {p.portfolio.styles.length ? ` · Styles: ${p.portfolio.styles.join(', ')}` : ''}
          </p>
          {p.portfolio.cases.length ? (
            <ul className="portfolio-grid">
              {p.portfolio.cases.map((c) => (
                <li key={c.id} className="portfolio-card">
                  <Link to={c.href}>
                    {c.cover ? <img src={c.cover} alt="" loading="lazy" /> : null}
                    <span className="portfolio-card__title">{c.title}</span>
                    <span className="portfolio-card__style">{c.style}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="profile-empty">No published design cases yet.</p>
          )}
        </section>
      ) : (
        <section aria-labelledby="posts-title">
          <h2 id="posts-title">Latest posts</h2>
          <PostList posts={p.posts?.list ?? []} />
          {p.posts && p.posts.total > p.posts.list.length ? <Link to={`/@${p.handle}/posts`}>All {p.posts.total} posts</Link> : null}
        </section>
      )}
    </div>
  );
}
