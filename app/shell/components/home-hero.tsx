import { Link } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';
import { useShellData, versionedHref } from '~/ui/shell-data';

/** A collage of pieces rendered from their 3D models (nothing is fetched from outside). */
const collage = [
  { src: '/media/pieces/sage-velvet-sofa.webp', className: 'hero__pic hero__pic--large', alt: 'A sage velvet sofa' },
  { src: '/media/pieces/brass-dome-pendant.webp', className: 'hero__pic hero__pic--top', alt: 'A brass pendant light' },
  { src: '/media/pieces/mustard-abstract-print.webp', className: 'hero__pic hero__pic--bottom', alt: 'A framed mustard abstract print' },
];

/** The hero's words; the home experiment's variants (issue 26) try others. */
export interface HeroCopy {
  eyebrow: string;
  title: string;
  lead: string;
}

const defaultCopy: HeroCopy = {
  eyebrow: 'Online interior design & furniture',
  title: 'Interior design, made personal',
  lead: 'A certified designer plans your room from your style, your budget and the way you live — then you shop every piece of it here, from many makers. From a single reading nook to a whole-home refresh.',
};

export function HomeHero({ copy = defaultCopy }: { copy?: HeroCopy }) {
  const { inspirationVersion } = useShellData();
  return (
    <section className="hero">
      <div className="container hero__inner">
        <div className="hero__copy">
          <p className="eyebrow">{copy.eyebrow}</p>
          <h1>{copy.title}</h1>
          <p className="hero__lead">{copy.lead}</p>
          <div className="hero__actions">
            <Link to="/design/room" className="button button--primary button--large">
              Start a design project
            </Link>
            <Link to="/marketPlace/index" className="button button--large">
              Shop the marketplace
            </Link>
          </div>
          <p className="hero__quiz">
            Not sure what your style is? <Link to="/style-quiz/welcome">Take the style quiz</Link>: five quick picks, or{' '}
            <Link to={versionedHref('/inspiration', inspirationVersion)}>browse rooms for inspiration</Link>.
          </p>
        </div>
        <div className="hero__visual">
          {collage.map((p) => (
            <img key={p.src} src={p.src} alt={p.alt} className={p.className} width={600} height={600} />
          ))}
        </div>
      </div>
    </section>
  );
}

const promises = [
  { title: 'Certified designers', text: 'Real people with real portfolios, matched to your style.' },
  { title: 'One cart for every piece', text: 'Buy from many makers in a single checkout.' },
  { title: 'Free shipping on many items', text: 'Look for the free-shipping label on product pages.' },
];

export function HomePromises() {
  return (
    <section className="promises" aria-label="Why Roomcraft">
      <ul className="container promises__list">
        {promises.map((p) => (
          <li key={p.title}>
            <strong>{p.title}</strong>
            <span>{p.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface HomeVideoInfo {
  url: string;
  type: string;
  poster: string;
  width: number;
  height: number;
  title: string;
  rooms: string[];
}

/**
 * The home page's video (common getHomeVideo): rooms our designers plan, looping,
 * muted, with a pause button (it moves for more than five seconds). With reduced
 * motion asked for, it does not start by itself; without scripts it plays.
 */
export function HomeVideo({ video }: { video: HomeVideoInfo }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(true);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      v.pause();
      setPlaying(false);
    } else setPlaying(!v.paused || v.autoplay);
  }, []);
  const toggle = () => {
    const v = ref.current;
    if (!v) return;
    if (v.paused) void v.play().then(() => setPlaying(true), () => setPlaying(false));
    else {
      v.pause();
      setPlaying(false);
    }
  };
  return (
    <section className="container section home-video" aria-labelledby="home-video-title">
      <div className="home-video__copy">
        <h2 id="home-video-title">{video.title}</h2>
        <p>{video.rooms.join(', ')}: every piece in these rooms is a product you can buy here, drawn from its 3D model at its true size.</p>
        <Link to="/design/room" className="button button--primary">
          Design my room with a designer
        </Link>
      </div>
      <div className="home-video__frame">
        <video ref={ref} className="home-video__video" src={video.url} poster={video.poster} width={video.width} height={video.height} muted loop autoPlay playsInline preload="metadata" aria-label={`${video.title}: ${video.rooms.join(', ')}`} data-testid="home-video" />
        <button type="button" className="button button--small home-video__toggle" onClick={toggle} aria-pressed={!playing}>
          {playing ? 'Pause' : 'Play'}
        </button>
      </div>
    </section>
  );
}
