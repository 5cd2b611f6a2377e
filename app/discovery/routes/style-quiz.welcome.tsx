import type { MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { welcomeLoader } from '~/discovery/server/quiz-pages.server';

export const meta: MetaFunction = () => [
  { title: 'Discover your style · Style quiz · Roomcraft' },
  { name: 'description', content: 'Five quick picks among real rooms, palettes and textures tell you which of eight interior styles is yours.' },
];
export const loader = welcomeLoader;

/** /style-quiz/welcome (part 2 §2): what the quiz is, and its start. */
export default function Welcome() {
  const { hasProfile, firstStep } = useLoaderData<typeof loader>();
  return (
    <section className="container style-quiz style-quiz--welcome" aria-labelledby="quiz-title">
      <h1 id="quiz-title">Discover your interior style</h1>
      <p className="style-quiz__intro">
        Five quick picks — three rooms, a palette and a texture — and we will tell you which of eight styles is yours: Bohemian, Coastal, Farmhouse, Eclectic,
        Scandinavian, Modern, Transitional or Mid-century. Your result shows pieces to shop and starts a design project or a DIY board with your style filled in.
      </p>
      <div className="style-quiz__actions">
        <Link to={firstStep} className="button button--primary">
          Take the quiz
        </Link>
        {hasProfile ? (
          <Link to="/style-quiz/result" className="button">
            See my last result
          </Link>
        ) : null}
      </div>
    </section>
  );
}
