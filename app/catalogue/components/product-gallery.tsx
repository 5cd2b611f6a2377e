import { useState } from 'react';

/** The main picture with thumbnails; clicking a thumbnail shows it large. */
export function ProductGallery({ pictures, name }: { pictures: string[]; name: string }) {
  const [current, setCurrent] = useState(0);
  if (pictures.length === 0) return <div className="gallery gallery--empty" aria-label="No pictures" />;
  const shown = pictures[Math.min(current, pictures.length - 1)];
  return (
    <div className="gallery">
      <div className="gallery__main">
        <img src={shown} alt={`${name}, picture ${current + 1} of ${pictures.length}`} width={600} height={600} />
      </div>
      {pictures.length > 1 ? (
        <ul className="gallery__thumbs" aria-label="More pictures">
          {pictures.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={`gallery__thumb${i === current ? ' is-active' : ''}`}
                aria-label={`Show picture ${i + 1}`}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
              >
                <img src={src} alt="" width={120} height={120} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
