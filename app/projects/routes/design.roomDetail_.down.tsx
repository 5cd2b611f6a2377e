import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RoomDetailsForm } from '~/projects/components/room-details-form';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';
import type { ChromeHandle } from '~/ui/route-chrome';
import roomPlanStyles from '~/styles/room-plan.css?url';

const route = '/design/roomDetail/down';
/** Shown inside the mobile app's web view: no top bar (part 2 §2) and no site footer; the app has its own. */
export const handle: ChromeHandle = { topBar: false };
export const links = () => [{ rel: 'stylesheet', href: roomPlanStyles }];
export const meta: MetaFunction = () => [{ title: 'ROOM DETAILS · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

/** ROOM DETAILS in the app's web view: the manualInput page's form and plan editor, saved by the same step command. */
export default function RoomDetailsInApp() {
  return <RoomDetailsForm page={useLoaderData<typeof loader>()} variant="manual" />;
}
