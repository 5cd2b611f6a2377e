import { useLoaderData } from '@remix-run/react';
import { projectAlbums, type AlbumPicture } from '~/projects/project-answers';
import { answersLoader } from '~/projects/server/project-pages.server';

export const loader = answersLoader;

function Album({ title, pictures, empty }: { title: string; pictures: AlbumPicture[]; empty: string }) {
  return (
    <section className="project-album">
      <h3>{title}</h3>
      {pictures.length ? (
        <ul className="project-album__grid">
          {pictures.map((p) => (
            <li key={p.id} className="project-album__item">
              {p.picture ? <img src={p.picture} alt={p.caption} width={180} height={180} loading="lazy" /> : <span className="project-album__nopic">{p.id}</span>}
              <span className="project-album__caption">{p.caption}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="checkout-card__muted">{empty}</p>
      )}
    </section>
  );
}

/** albums: the style photos and furniture pictures the client chose in the questionnaire. */
export default function ProjectAlbums() {
  const { answers, room } = useLoaderData<typeof loader>();
  const { styles, furniture } = projectAlbums(answers);
  return (
    <section aria-labelledby="albums-title">
      <h2 id="albums-title">Albums</h2>
      <Album title="The styles you love" pictures={styles} empty="You have not chosen your style photos yet." />
      {['kitchen', 'bathroom'].includes(room.toLowerCase()) ? null : <Album title="Furniture you like" pictures={furniture} empty="You have not chosen furniture pictures yet." />}
    </section>
  );
}
