import type { MetaFunction } from '@remix-run/node';
import { checkoutAction, proposalLoader } from '~/diy/server/diy-pages.server';
import DiyProposal from './diy.proposal';

export const meta: MetaFunction = () => [{ title: 'Buy your mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
/** /diy/checkout?id: the board's shopping list; posting puts every piece that can be bought in the cart and opens it. */
export const loader = proposalLoader;
export const action = checkoutAction;
export default DiyProposal;
