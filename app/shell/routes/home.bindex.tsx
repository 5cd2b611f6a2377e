import type { MetaFunction } from '@remix-run/node';
import { Link } from '@remix-run/react';

export const meta: MetaFunction = () => [{ title: 'Roomcraft for suppliers' }];

/** /home/bindex: the home page for the supplier_b role, where its logo leads (part 2 §2, §6). */
export default function SupplierHome() {
  return (
    <section className="container bindex" aria-labelledby="bindex-title">
      <p className="eyebrow eyebrow--accent">Roomcraft for suppliers</p>
      <h1 id="bindex-title">Your pieces, in real rooms</h1>
      <p className="bindex__lead">
        Roomcraft designers place marketplace furniture on the mood boards they make for clients. Keep your catalogue current and your pieces reach rooms that
        are being furnished right now.
      </p>
      <ul className="bindex__points">
        <li>
          <strong>Seen in context.</strong> Clients see your products on boards styled by certified designers.
        </li>
        <li>
          <strong>Bought together.</strong> Every piece on a board can go into one cart.
        </li>
        <li>
          <strong>Clear terms.</strong> Prices in cents, shipping by item or by share of the line, as in the marketplace.
        </li>
      </ul>
      <div className="status-page__links bindex__links">
        <Link to="/marketPlace/index" className="button button--primary">
          See the marketplace
        </Link>
        <a href="mailto:hello@roomcraft.local" className="button">
          Contact our supplier team
        </a>
      </div>
    </section>
  );
}
