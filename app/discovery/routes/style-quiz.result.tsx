import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { ProductGrid } from '~/catalogue';
import { CaseGrid } from '~/content';
import { casesInStyle } from '~/content/index.server';
import { resultLoader } from '~/discovery/server/quiz-pages.server';

export const meta: MetaFunction = () => [{ title: 'Your style · Style quiz · Roomcraft' }, { name: 'robots', content: 'noindex' }];
/** The result, and rooms (design cases) in the top style: the route joins the two contexts. */
export async function loader(args: LoaderFunctionArgs) {
  const result = await resultLoader(args);
  return { ...result, cases: await casesInStyle(args.context.runtime, result.profile.topStyle, 6) };
}

/** /style-quiz/result (part 2 §2): the profile in words and shares, pieces in the style, and the two ways on. */
export default function Result() {
  const { profile, signedIn, styles, products, cases, retakeHref } = useLoaderData<typeof loader>();
  return (
    <section className="container style-quiz style-quiz--result" aria-labelledby="quiz-title">
      <p className="style-quiz__progress">Your style profile</p>
      <h1 id="quiz-title" data-top-style={profile.topStyle}>
        You are {profile.topStyle}
      </h1>
      <p className="style-quiz__intro">{profile.explanation}</p>
      <ul className="style-quiz__shares" aria-label="Your styles">
        {styles.map((s) => (
          <li key={s.style}>
            <span className="style-quiz__share-name">
              {s.style} <strong>{s.share}%</strong>
            </span>
            <span className="style-quiz__bar" aria-hidden="true">
              <span style={{ width: `${s.share}%` }} />
            </span>
            {s.style === profile.topStyle || s.style === profile.runnerUp ? <span className="style-quiz__about">{s.description}</span> : null}
          </li>
        ))}
      </ul>
      <p className="style-quiz__saved" role="status">
        {profile.inAccount ? 'Saved to your account.' : signedIn ? 'Saving to your account…' : 'Kept in this browser for now.'}{' '}
        {!signedIn ? (
          <>
            <Link to="/style-quiz/signup">Create an account</Link> or <Link to="/style-quiz/signin">sign in</Link> to keep it.
          </>
        ) : null}
      </p>
      <div className="style-quiz__actions">
        <Link to="/design/room" className="button button--primary">
          Start a design project
        </Link>
        <Link to="/diy/room" className="button">
          Start a DIY board
        </Link>
        <Link to={retakeHref} className="button button--link">
          Take the quiz again
        </Link>
      </div>
      {cases.length ? (
        <>
          <h2>Rooms in the {profile.topStyle} style</h2>
          <CaseGrid items={cases} />
        </>
      ) : null}
      <h2>Pieces in the {profile.topStyle} style</h2>
      <ProductGrid items={products} empty={<p>New pieces in this style are on their way.</p>} />
    </section>
  );
}
