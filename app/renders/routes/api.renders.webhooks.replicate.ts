import type { ActionFunctionArgs } from '@remix-run/node';
import { replicateWebhook } from '~/renders/application/webhooks.server';

/** POST /api/renders/webhooks/replicate: Replicate's signed prediction outcomes (no cookie, no Origin: the signature is the proof). */
export const action = ({ request, context }: ActionFunctionArgs) => replicateWebhook(context.runtime, request);
export const loader = ({ request, context }: ActionFunctionArgs) => replicateWebhook(context.runtime, request);
