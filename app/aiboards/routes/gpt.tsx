import { redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { gptTarget } from '~/aiboards/application/gpt.server';

/** /gpt: to the configured external AI design site with tracking parameters, else the free AI mood board (never an open redirect). */
export const loader = ({ request, context }: LoaderFunctionArgs) => redirect(gptTarget(context.runtime.config.AI_DESIGN_SITE_URL, request.url));
