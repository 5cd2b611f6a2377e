import type { MetaFunction } from '@remix-run/node';
import { NotFoundPage } from '~/ui/error-pages';
import { entryOrderPay } from '~/shell/spec-redirects.server';

export const meta: MetaFunction = () => [{ title: 'Page not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** /{product}EntryPage/orderPay (part 2 route table): paying an order; any other /…/orderPay is not a page. */
export const loader = entryOrderPay;

export default function NotAPage() {
  return <NotFoundPage />;
}
