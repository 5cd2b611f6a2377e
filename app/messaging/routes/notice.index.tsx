import type { MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { NoticeList } from '~/messaging/components/notice-list';
import { noticeAction, noticeLoader } from '~/messaging/server/notice-page.server';

export const meta: MetaFunction = () => [{ title: 'Notifications · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = noticeLoader;
export const action = noticeAction;

/** /notice/index: messages received, orders shipped or delayed — newest first; open one (it is read) or mark all read. */
export default function Notices() {
  const { list, unread, now } = useLoaderData<typeof loader>();
  return (
    <div className="container project-page project-page--narrow notice-page">
      <h1>Notifications</h1>
      <NoticeList list={list} unread={unread} now={now} />
    </div>
  );
}
