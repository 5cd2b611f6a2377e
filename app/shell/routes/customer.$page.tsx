import type { MetaFunction } from '@remix-run/node';
import { NotFoundPage } from '~/ui/error-pages';
import { customerPage } from '~/shell/spec-redirects.server';

export const meta: MetaFunction = () => [{ title: 'Page not found · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** /customer/{product}gpt (part 2 route table): the AI room designer; any other unknown /customer/… is not a page. */
export const loader = customerPage;

export default function NotAPage() {
  return <NotFoundPage />;
}
