import { data, type MetaFunction } from '@remix-run/node';
import { NoAccessPage } from '~/ui/access-pages';

export const meta: MetaFunction = () => [{ title: 'No access · Roomcraft' }, { name: 'robots', content: 'noindex' }];

/** /page/403 (part 2 route table): answered with a 403 status. */
export const loader = () => data(null, { status: 403 });

export default NoAccessPage;
