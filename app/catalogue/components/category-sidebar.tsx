import { Form, Link, useNavigate } from '@remix-run/react';
import type { CategoryTreeNode } from '../../../projections/catalogue/categories';

interface Props {
  tree: CategoryTreeNode[];
  activeId: string;
  /** Where a category leads ('' = all products). */
  hrefFor: (categoryId: string) => string;
  keywords?: string;
}

function contains(node: CategoryTreeNode, id: string): boolean {
  return node.id === id || node.children.some((c) => contains(c, id));
}

function flatten(nodes: CategoryTreeNode[], depth = 0): { id: string; label: string }[] {
  return nodes.flatMap((n) => [{ id: n.id, label: `${'\u2003'.repeat(depth)}${n.name}` }, ...flatten(n.children, depth + 1)]);
}

function Branch({ nodes, activeId, hrefFor }: Omit<Props, 'tree' | 'keywords'> & { nodes: CategoryTreeNode[] }) {
  return (
    <ul>
      {nodes.map((node) => {
        const open = contains(node, activeId);
        return (
          <li key={node.id}>
            <Link
              to={hrefFor(node.id)}
              className={`category-nav__link${node.id === activeId ? ' is-active' : ''}${open ? ' is-open' : ''}`}
              aria-current={node.id === activeId ? 'page' : undefined}
            >
              {node.name}
            </Link>
            {open && node.children.length ? <Branch nodes={node.children} activeId={activeId} hrefFor={hrefFor} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The category tree as a sidebar on wide screens and a select on narrow ones. */
export function CategorySidebar({ tree, activeId, hrefFor, keywords = '' }: Props) {
  const navigate = useNavigate();
  return (
    <aside className="category-nav" aria-label="Categories">
      <div className="category-nav__tree">
        <h2 className="category-nav__title">Categories</h2>
        <ul>
          <li>
            <Link to={hrefFor('')} className={`category-nav__link${activeId === '' ? ' is-active' : ''}`}>
              All products
            </Link>
          </li>
          <li>
            <Link to="/marketPlace/category/promo" className={`category-nav__link category-nav__link--sale${activeId === 'promo' ? ' is-active' : ''}`}>
              Sale
            </Link>
          </li>
        </ul>
        <Branch nodes={tree} activeId={activeId} hrefFor={hrefFor} />
      </div>
      <Form method="get" action="/marketPlace/index" className="category-nav__select">
        <label htmlFor="category-select">Category</label>
        <select id="category-select" name="category" value={activeId} onChange={(e) => navigate(e.currentTarget.value === 'promo' ? '/marketPlace/category/promo' : hrefFor(e.currentTarget.value))}>
          <option value="">All products</option>
          <option value="promo">Sale</option>
          {flatten(tree).map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
        {keywords ? <input type="hidden" name="keywords" value={keywords} /> : null}
        <noscript>
          <button type="submit" className="button button--small">
            Go
          </button>
        </noscript>
      </Form>
    </aside>
  );
}
