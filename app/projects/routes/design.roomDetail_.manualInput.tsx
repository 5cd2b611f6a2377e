import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RoomDetailsForm } from '~/projects/components/room-details-form';
import { questionnaireAction, questionnaireLoader } from '~/projects/server/questionnaire-pages.server';
import roomPlanStyles from '~/styles/room-plan.css?url';

const route = '/design/roomDetail/manualInput';
export const links = () => [{ rel: 'stylesheet', href: roomPlanStyles }];
export const meta: MetaFunction = () => [{ title: 'ROOM DETAILS · Your design · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = questionnaireLoader(route);
export const action = questionnaireAction(route);

/** ROOM DETAILS at manualInput. */
export default function RoomDetails() {
  return <RoomDetailsForm page={useLoaderData<typeof loader>()} variant="manual" />;
}
