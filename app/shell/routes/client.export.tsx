import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { AccountSection } from '~/identity';
import { requireUser } from '~/web/page-form.server';

export const meta: MetaFunction = () => [{ title: 'Download my data · Roomcraft' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return { today: new Date().toISOString().slice(0, 10) };
}

/** /client/export: what the data download holds, and the download (issue 24). */
export default function DataExportPage() {
  const { today } = useLoaderData<typeof loader>();
  return (
    <AccountSection
      title="Download my data"
      intro="Your designs and orders are yours. Download them at any time as one ZIP file you can open without us: it stays yours whatever happens to this site."
    >
      <ul className="data-export__list">
        <li>
          <strong>Every mood board</strong> you work on — your DIY boards and your projects' boards: the board as a JSON file (every picture, note and product, in order) and its floor plan as a PDF drawn to scale.
        </li>
        <li>
          <strong>Your whole order history</strong>: each order with its lines, totals, payment, returns and refunds (JSON), and one row per product bought (a spreadsheet, CSV).
        </li>
        <li>
          <strong>Your idea boards</strong>: every design case and product you saved, board by board (JSON).
        </li>
        <li>
          <strong>Your style profile</strong> from the style quiz, if you took it, and your account details.
        </li>
      </ul>
      <p>
        <a className="button button--primary" href="/client/export/archive" download={`roomcraft-data-${today}.zip`} data-testid="data-export-download">
          Download my data (ZIP)
        </a>
      </p>
      <p className="account-card__muted">Prices in the files are today's. The file is made when you ask for it and is not kept.</p>
    </AccountSection>
  );
}
