import { Link } from '@remix-run/react';
import type { PostView } from '../application/posts.server';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The tabs of a profile page: the profile, its posts, its public idea boards. */
export function ProfileTabs({ handle, current }: { handle: string; current: 'profile' | 'posts' | 'collect' }) {
  const tabs = [
    { key: 'profile', label: 'Profile', to: `/@${handle}` },
    { key: 'posts', label: 'Posts', to: `/@${handle}/posts` },
    { key: 'collect', label: 'Boards', to: `/@${handle}/collect` },
  ] as const;
  return (
    <nav className="profile-tabs" aria-label="Profile">
      {tabs.map((t) => (
        <Link key={t.key} to={t.to} aria-current={t.key === current ? 'page' : undefined} className="profile-tabs__tab">
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

export function PostList({ posts }: { posts: PostView[] }) {
  if (!posts.length) return <p className="profile-empty">No posts yet.</p>;
  return (
    <ul className="post-list">
      {posts.map((p) => (
        <li key={p.id} className="post-card" data-post-id={p.id}>
          <img src={p.picture.url} alt={p.caption || 'A room'} width={p.picture.width} height={p.picture.height} loading="lazy" className="post-card__picture" />
          {p.caption ? <p className="post-card__caption">{p.caption}</p> : null}
          {p.products.length ? (
            <ul className="post-card__products" aria-label="Tagged products">
              {p.products.map((g) => (
                <li key={g.goodsId}>
                  <Link to={g.href}>{g.name}</Link> <span className="post-card__price">{dollars(g.effectivePriceCents)}</span>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
