import { Form } from '@remix-run/react';
import { SearchIcon } from './icons';

interface Props {
  action?: string;
  defaultValue?: string;
  /** Extra query values to keep, e.g. the chosen category. */
  hidden?: Record<string, string>;
  placeholder?: string;
  id?: string;
}

/** A GET search form: `?keywords=…` (plus any hidden values) on the marketplace. */
export function SearchBox({ action = '/marketPlace/index', defaultValue = '', hidden = {}, placeholder = 'Search sofas, lamps, rugs…', id = 'keywords' }: Props) {
  return (
    <Form method="get" action={action} className="search-box" role="search">
      <label htmlFor={id} className="visually-hidden">
        Search products
      </label>
      <span className="search-box__icon">
        <SearchIcon />
      </span>
      <input
        key={defaultValue}
        id={id}
        type="search"
        name="keywords"
        defaultValue={defaultValue}
        placeholder={placeholder}
        autoComplete="off"
        maxLength={200}
      />
      {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <button type="submit" className="button button--primary">
        Search
      </button>
    </Form>
  );
}
