import type { MetaFunction } from '@remix-run/node';
import { SignInPage } from '~/components/sign-in-page';
import { signInAction } from '~/lib/sign-in-actions.server';
import { signInPageLoader } from '~/lib/sign-in-page.server';

export const meta: MetaFunction = () => [{ title: 'Sign in · Roomcraft' }];

/** /sign-in: the login modal opens on any path containing sign-in; its forms post here. */
export const loader = signInPageLoader;
export const action = signInAction;
export default SignInPage;
