import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DesignFooter } from '~/projects/components/design-footer';
import { RoomBadge } from '~/projects/components/step-page';
import { personalityLoader } from '~/projects/server/questionnaire-pages.server';

export const meta: MetaFunction = () => [{ title: 'Your style · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = personalityLoader;

/** /design/personality: the style the chosen photos add up to, before choosing a plan. */
export default function Personality() {
  const page = useLoaderData<typeof loader>();
  const [top] = page.personality;
  return (
    <div className="design-page">
      <div className="container design-step">
        <RoomBadge page={page} />
        <h1 className="design-step__title">Your style: {top!.style}</h1>
        <p className="design-step__intro">From the {page.photos.length} photos you chose, here is the mix your designer will start from. You can change your photos at any time.</p>
        <ul className="style-mix" data-testid="style-mix">
          {page.personality.map((s) => (
            <li key={s.style}>
              <span className="style-mix__name">{s.style}</span>
              <span className="style-mix__bar" style={{ width: `${s.share}%` }} aria-hidden="true" />
              <span className="style-mix__share">{s.share}%</span>
            </li>
          ))}
        </ul>
        <ul className="picture-strip">
          {page.photos.map((p) => (
            <li key={p.id}>
              <img src={p.picture} alt={p.alt} width={120} height={120} loading="lazy" />
            </li>
          ))}
        </ul>
      </div>
      <DesignFooter backHref={page.backHref} next={{ href: page.nextHref }} />
    </div>
  );
}
