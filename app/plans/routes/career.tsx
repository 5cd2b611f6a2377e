import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';
import { AboutLayout } from '~/plans/components/about-layout';
import { positions } from '~/plans/content/careers';

export const meta: MetaFunction = () => [
  { title: 'Careers · About Roomcraft' },
  { name: 'description', content: `Work at Roomcraft: ${positions.length} open positions in design, engineering, customer care and operations.` },
];

/** /career: who we are as a workplace, and the open positions; applying goes through the contact form (topic "Working at Roomcraft"). */
export default function Careers() {
  return (
    <AboutLayout
      current="/career"
      title="Careers at Roomcraft"
      intro="We are a small team of designers and engineers making good design affordable: real designers, a live canvas, every piece at its true size in 3D. Most of us work remotely."
    >
      <section className="careers" aria-labelledby="careers-open">
        <h2 id="careers-open">Open positions ({positions.length})</h2>
        <ul className="careers__list">
          {positions.map((p) => (
            <li key={p.id} id={p.id} className="careers__position">
              <h3>{p.title}</h3>
              <p className="careers__facts">
                {p.team} · {p.location} · {p.type}
              </p>
              <p>{p.summary}</p>
              <details>
                <summary>What you will do, and who we look for</summary>
                <h4>You will</h4>
                <ul>
                  {p.youWill.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
                <h4>You have</h4>
                <ul>
                  {p.youHave.map((x) => (
                    <li key={x}>{x}</li>
                  ))}
                </ul>
              </details>
              <p>
                <Link className="button" to="/customer/contact?topic=careers">
                  Apply: tell us about you
                </Link>
              </p>
            </li>
          ))}
        </ul>
        <p className="about-page__intro">Not listed but a fit? Write to us all the same with the topic “Working at Roomcraft”: name the position or the work you would like to do, and link your portfolio or profile.</p>
      </section>
    </AboutLayout>
  );
}
