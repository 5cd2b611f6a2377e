import { Form } from '@remix-run/react';
import { SearchIcon } from '~/ui/icons';

/** The header's search box: a plain GET form to /search (works without scripts). */
export function SearchBox() {
  return (
    <Form method="get" action="/search" role="search" className="site-search">
      <label className="visually-hidden" htmlFor="site-search-q">Search Roomcraft</label>
      <input id="site-search-q" type="search" name="q" placeholder="Search" maxLength={100} className="site-search__input" />
      <button type="submit" className="icon-button" aria-label="Search">
        <SearchIcon />
      </button>
    </Form>
  );
}
