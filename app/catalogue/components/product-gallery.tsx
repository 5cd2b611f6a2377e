import { useState } from 'react';
import type { Dimensions } from '../../../domain/catalogue/goods';
import { ModelViewer } from './viewer-3d';
import { PictureLightbox } from './picture-lightbox';
import { SearchIcon } from '../../ui/icons';

export interface GalleryModel {
  goodsId: string;
  /** The product's glTF binary. */
  url: string;
  dimensions: Dimensions | null;
}

export const modelPageOf = (goodsId: string) => `/model3D?id=${encodeURIComponent(goodsId)}`;
export const arPageOf = (goodsId: string) => `/model3D/ar?id=${encodeURIComponent(goodsId)}`;

/**
 * The main picture with thumbnails; clicking a thumbnail shows it large. A product
 * with a 3D model has a "3D" thumbnail too: the model in the main frame, to turn
 * and zoom (without scripts, it leads to the model's own page). Clicking the main
 * picture opens it full screen with a magnifier (PictureLightbox); without
 * scripts it is a plain link to the picture file.
 */
export function ProductGallery({ pictures, name, model }: { pictures: string[]; name: string; model?: GalleryModel | null }) {
  const [current, setCurrent] = useState<number | 'model'>(0);
  const [zoomAt, setZoomAt] = useState<number | null>(null);
  if (pictures.length === 0 && !model) return <div className="gallery gallery--empty" aria-label="No pictures" />;
  const index = current === 'model' ? -1 : Math.min(current, pictures.length - 1);
  const shown = index >= 0 ? pictures[index] : null;
  return (
    <div className="gallery">
      <div className="gallery__main">
        {current === 'model' && model ? (
          <ModelViewer src={model.url} alt={`${name} in 3D`} dimensions={model.dimensions} poster={pictures[0]}>
            <a slot="ar-button" className="button model-viewer__ar" href={arPageOf(model.goodsId)}>
              View in your room
            </a>
          </ModelViewer>
        ) : shown ? (
          <a
            href={shown}
            className="gallery__zoom"
            aria-haspopup="dialog"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              setZoomAt(index);
            }}
          >
            <img src={shown} alt={`${name}, picture ${index + 1} of ${pictures.length}`} width={600} height={600} />
            <span className="gallery__zoom-hint">
              <SearchIcon />
              Zoom
            </span>
          </a>
        ) : null}
      </div>
      {pictures.length > 1 || model ? (
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
          {model ? (
            <li>
              <a
                href={modelPageOf(model.goodsId)}
                className={`gallery__thumb gallery__thumb--model${current === 'model' ? ' is-active' : ''}`}
                aria-label="Turn the product in 3D"
                aria-pressed={current === 'model'}
                role="button"
                onClick={(event) => {
                  event.preventDefault();
                  setCurrent('model');
                }}
              >
                3D
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
      {zoomAt !== null ? <PictureLightbox pictures={pictures} name={name} start={zoomAt} onClose={() => setZoomAt(null)} /> : null}
      {model ? (
        <p className="gallery__ar">
          <a href={arPageOf(model.goodsId)}>View in your room</a> · <a href={modelPageOf(model.goodsId)}>Open the 3D view</a>
        </p>
      ) : null}
    </div>
  );
}
