import { Link } from '@remix-run/react';
import type { ComponentProps, ReactNode } from 'react';
import { MoodBoardLanding } from '~/diy';
import { ReferralDialog } from '~/promotions';
import { ProductGrid } from '~/catalogue';
import { HomeHero, HomePromises, HomeVideo, type HeroCopy } from './home-hero';
import { CategoryTiles, SectionHeading, type Tile } from './home-sections';

type Section = 'hero' | 'promises' | 'video' | 'categories' | 'sale' | 'moodboard';
export type HomeVariant = 'control' | 'cindex' | 'dindex' | 'eindex' | 'findex';

/**
 * The home page and its experiment variants (issue 26, ADR 052): the same
 * sections, in another order and with another hero.
 *   control: the designer first (hero, promises, video, categories, sale, mood board);
 *   cindex: see it first — the video leads;
 *   dindex: shop first — sale picks and categories lead, a shopping hero;
 *   eindex: try it yourself — the free AI mood board leads;
 *   findex: proof first — the promises lead, then a price-led hero.
 */
export const homeVariants: Record<HomeVariant, { sections: Section[]; hero?: HeroCopy }> = {
  control: { sections: ['hero', 'promises', 'video', 'categories', 'sale', 'moodboard'] },
  cindex: { sections: ['video', 'hero', 'promises', 'categories', 'sale', 'moodboard'] },
  dindex: {
    sections: ['hero', 'sale', 'categories', 'promises', 'video', 'moodboard'],
    hero: { eyebrow: 'Furniture from many makers', title: 'Shop the room, not just the piece', lead: 'Everything our designers place on their boards, in one marketplace — and a designer to put it together for you when you want one.' },
  },
  eindex: {
    sections: ['moodboard', 'hero', 'promises', 'categories', 'sale', 'video'],
    hero: { eyebrow: 'Try it yourself, then ask a designer', title: 'See your room before you buy', lead: 'Start a free mood board in minutes. When you want a plan made for your room and your budget, a certified designer takes it from there.' },
  },
  findex: {
    sections: ['promises', 'hero', 'categories', 'video', 'sale', 'moodboard'],
    hero: { eyebrow: 'Design plans from $49', title: 'A designer for your room, for less than a chair', lead: 'Pick a plan, tell us about your room and your style, and get a finished design you can shop piece by piece.' },
  },
};

export interface HomePageData {
  tiles: Tile[];
  sale: ComponentProps<typeof ProductGrid>['items'];
  referral: ComponentProps<typeof ReferralDialog> | null;
  video: ComponentProps<typeof HomeVideo>['video'];
}

export function HomePage({ variant, data }: { variant: HomeVariant; data: HomePageData }) {
  const { tiles, sale, referral, video } = data;
  const { sections, hero } = homeVariants[variant];
  const parts: Record<Section, ReactNode> = {
    hero: <HomeHero key="hero" copy={hero} />,
    promises: <HomePromises key="promises" />,
    video: <HomeVideo key="video" video={video} />,
    categories: tiles.length ? (
      <section key="categories" className="container section" aria-labelledby="categories-title">
        <SectionHeading id="categories-title" title="Shop by category" action={<Link to="/marketPlace/index">View all</Link>} />
        <CategoryTiles tiles={tiles} />
      </section>
    ) : null,
    sale: sale.length ? (
      <section key="sale" className="container section" aria-labelledby="sale-title">
        <SectionHeading id="sale-title" eyebrow="Limited time" title="Sale picks" action={<Link to="/marketPlace/category/promo">See all on sale</Link>} />
        <ProductGrid items={sale} />
      </section>
    ) : null,
    moodboard: <MoodBoardLanding key="moodboard" />,
  };
  return (
    <div data-home-variant={variant}>
      {referral ? <ReferralDialog percentOff={referral.percentOff} exampleCents={referral.exampleCents} /> : null}
      {sections.map((s) => parts[s])}
    </div>
  );
}
