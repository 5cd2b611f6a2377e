import type { MetaFunction } from '@remix-run/node';
import { SignInPage } from '~/identity/components/sign-in-page';
import { signInAction } from '~/identity/server/sign-in-actions.server';
import { signInPageLoader } from '~/identity/server/sign-in-page.server';

export const meta: MetaFunction = () => [{ title: 'Sign in · Roomcraft' }];

/** /sign-in: the login modal opens on any path containing sign-in; its forms post here. */
export const loader = signInPageLoader;
export const action = signInAction;
export default SignInPage;
