import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { DiyRoomDetailsForm } from '~/diy/components/diy-room-details';
import { diyStepAction, diyStepLoader } from '~/diy/server/diy-pages.server';

export const meta: MetaFunction = () => [{ title: 'Room details · Your DIY mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = diyStepLoader('ROOM_DETAILS');
export const action = diyStepAction('ROOM_DETAILS');

/** /diy/roomDetail/manualInput (optional): the room's details. */
export default function DiyRoomDetails() {
  return <DiyRoomDetailsForm page={useLoaderData<typeof loader>()} variant="manual" />;
}
