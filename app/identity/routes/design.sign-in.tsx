import type { MetaFunction } from '@remix-run/node';
import { SignInPage } from '~/identity/components/sign-in-page';
import { signInPageLoader } from '~/identity/server/sign-in-page.server';

export const meta: MetaFunction = () => [{ title: 'Sign in · Roomcraft' }];

/** /design/sign-in (part 2 route table): the login modal over a sign-in page. */
export const loader = signInPageLoader;
export default SignInPage;
