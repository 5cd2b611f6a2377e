import { Link } from '@remix-run/react';
import { policiesUpdated, type Policy, type PolicyBlock } from '../content';
import { HelpLayout } from './policy-nav';

const updatedLabel = new Date(`${policiesUpdated}T12:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block)
    return (
      <ul className="policy__list">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  if ('table' in block)
    return (
      <table className="policy__table">
        <thead>
          <tr>
            {block.table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {block.table.rows.map((row) => (
            <tr key={row.join('|')}>
              {row.map((cell, i) => (i === 0 ? <th key={i} scope="row">{cell}</th> : <td key={i}>{cell}</td>))}
            </tr>
          ))}
        </tbody>
      </table>
    );
  return (
    <p className="policy__links">
      {block.links.map((l) => (
        <Link key={l.to} to={l.to} className="button button--small">
          {l.label}
        </Link>
      ))}
    </p>
  );
}

/** One shop policy: title, last revision, table of contents, sections; the help centre's navigation beside it. */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <HelpLayout current={policy.path}>
      <article className="policy" aria-labelledby="policy-title">
        <header className="policy__head">
          <p className="eyebrow">
            <Link to="/customer/index">Help centre</Link>
          </p>
          <h1 id="policy-title">{policy.title}</h1>
          <p className="policy__updated">
            Last updated <time dateTime={policiesUpdated}>{updatedLabel}</time>
          </p>
          <p className="policy__intro">{policy.intro}</p>
        </header>
        <nav className="policy__toc" aria-label="On this page">
          <h2>On this page</h2>
          <ol>
            {policy.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        {policy.sections.map((s) => (
          <section key={s.id} id={s.id} className="policy__section" aria-labelledby={`${s.id}-title`}>
            <h2 id={`${s.id}-title`}>{s.heading}</h2>
            {s.blocks.map((b, i) => (
              <Block key={i} block={b} />
            ))}
          </section>
        ))}
      </article>
    </HelpLayout>
  );
}

/** A policy page's meta: its title and summary. */
export const policyMeta = (policy: Policy) => () => [{ title: `${policy.title} · Roomcraft` }, { name: 'description', content: policy.summary }];
