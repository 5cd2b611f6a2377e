import { Link } from '@remix-run/react';
import { ChevronIcon } from '../../ui/icons';

/** Page numbers to show: first, last, and two either side of the current page. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const shown = new Set([1, totalPages]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 1 && p <= totalPages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Links that keep the current search and change only `page`. */
export function pageHref(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const qs = params.toString();
  return qs ? `?${qs}` : '?';
}

export function Pager({ page, totalPages, search }: { page: number; totalPages: number; search: string }) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pager" aria-label="Pages">
      {page > 1 ? (
        <Link className="pager__step" to={pageHref(search, page - 1)} rel="prev" prefetch="intent">
          <ChevronIcon dir="left" /> <span>Previous</span>
        </Link>
      ) : (
        <span className="pager__step is-disabled" aria-hidden="true">
          <ChevronIcon dir="left" /> <span>Previous</span>
        </span>
      )}
      <ol className="pager__pages">
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} className="pager__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <span className="pager__page is-current" aria-current="page">
                  {p}
                </span>
              ) : (
                <Link className="pager__page" to={pageHref(search, p)} aria-label={`Page ${p}`}>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
      </ol>
      {page < totalPages ? (
        <Link className="pager__step" to={pageHref(search, page + 1)} rel="next" prefetch="intent">
          <span>Next</span> <ChevronIcon />
        </Link>
      ) : (
        <span className="pager__step is-disabled" aria-hidden="true">
          <span>Next</span> <ChevronIcon />
        </span>
      )}
    </nav>
  );
}
