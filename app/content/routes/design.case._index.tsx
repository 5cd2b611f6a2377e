import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { caseListPage } from '~/content/server/case-pages.server';
import { CaseGrid } from '~/content/components/case-card';
import { SaveIdea } from '~/ideas';
import { saveChoicesFor } from '~/ideas/index.server';
import ideasCss from '~/styles/ideas.css?url';

export const meta: MetaFunction = () => [{ title: 'Design cases · Roomcraft' }, { name: 'description', content: 'Finished rooms by Roomcraft designers: the pictures, the style, the budget and every product, priced today.' }];

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: ideasCss }];
export const loader = async ({ request, context }: LoaderFunctionArgs) => {
  const page = await caseListPage(request, context);
  // Each card's Save button (idea boards).
  const saveChoices = Object.fromEntries(await Promise.all(page.list.map(async (c) => [c.id, await saveChoicesFor(request, context, 'case', c.id)] as const)));
  return { ...page, saveChoices };
};

/** /design/case: finished rooms, ten a page, filtered by room and style. */
export default function DesignCasesPage() {
  const { total, list, start, pageSize, filter, rooms, styles, saveChoices } = useLoaderData<typeof loader>();
  const at = (patch: Record<string, string | number | undefined>) => {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries({ roomTypeId: filter.roomTypeId, styleId: filter.styleId, ...patch })) if (v !== undefined && String(v) !== '' && String(v) !== '0') q.set(k, String(v));
    const s = q.toString();
    return s ? `/design/case?${s}` : '/design/case';
  };
  const back = at({ start: start || undefined });
  return (
    <div className="container case-list-page">
      <h1>Design cases</h1>
      <p className="case-list-page__lede">Rooms our designers finished, with every product priced today. {total} cases.</p>
      <nav className="case-filters" aria-label="Filter design cases">
        <p>
          <strong>Room:</strong> <Link to={at({ roomTypeId: undefined, start: undefined })} aria-current={!filter.roomTypeId ? 'true' : undefined}>All</Link>
          {rooms.map((r) => (
            <Link key={r.id} to={at({ roomTypeId: r.id, start: undefined })} aria-current={filter.roomTypeId === r.id ? 'true' : undefined}>
              {r.name}
            </Link>
          ))}
        </p>
        <p>
          <strong>Style:</strong> <Link to={at({ styleId: undefined, start: undefined })} aria-current={!filter.styleId ? 'true' : undefined}>All</Link>
          {styles.map((s) => (
            <Link key={s} to={at({ styleId: s, start: undefined })} aria-current={filter.styleId === s ? 'true' : undefined}>
              {s}
            </Link>
          ))}
        </p>
      </nav>
      {list.length ? <CaseGrid items={list} extra={(c) => (saveChoices[c.id] ? <SaveIdea kind="case" refId={c.id} choices={saveChoices[c.id]!} returnTo={back} compact /> : null)} /> : <p className="case-list-page__empty">No design cases here yet.</p>}
      <nav className="case-pages" aria-label="Design case pages">
        {start > 0 ? <Link to={at({ start: Math.max(0, start - pageSize) })} rel="prev">Previous cases</Link> : null}
        {/* The listing ends when a page comes back short (spec §9). */}
        {list.length === pageSize ? <Link to={at({ start: start + pageSize })} rel="next">More cases</Link> : null}
      </nav>
    </div>
  );
}
