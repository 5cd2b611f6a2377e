import type { LoaderFunctionArgs } from '@remix-run/node';
import { useFetcher, useLoaderData } from '@remix-run/react';
import { NoticeList } from '~/messaging/components/notice-list';
import { noticeIntent, noticeList } from '~/messaging/server/notice-page.server';
import { ValidationError } from '../../../domain/shared/errors';
import { AccountSection, useAccount } from '~/identity';
import { useFormFeedback } from '~/ui/use-form-feedback';
import type { FormResult } from '~/web/form-result';
import { ok, userAction } from '~/web/page-form.server';
import { useShellData } from '~/ui/shell-data';
import { setContactPreference } from '~/identity/index.server';
import { requireUser } from '~/web/page-form.server';
import { remindersOn, setRemindersBySettings } from '~/reminders/index.server';

const settings = {
  openAd: { label: 'Offers and inspiration', text: 'Sales, new collections and room ideas, at most once a week.' },
  openReceive: { label: 'Project updates', text: 'When a designer sends a proposal, replies to you, or an order ships.' },
  reminders: { label: 'Reminders', text: 'A cart left waiting, an approved mood board, price drops and restocks of products you saved.' },
} as const;
type Setting = keyof typeof settings;

/** The client area's twin of /notice/index: the notifications themselves, next to the e-mail choices. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const list = await noticeList(request, context);
  return { ...list, reminders: await remindersOn(context.runtime, (await requireUser(request, context)).id) };
}

/** POST /client/notification {openAd} or {openReceive} (updateOpenAd, updateOpen); `open` {id} and `all` as on /notice/index. */
export const action = userAction(async ({ context, session, user, input, intent }) => {
  const notice = await noticeIntent(context, session, input, intent, '/client/notification');
  if (notice) return notice;
  if (intent === 'reminders') return ok(`Reminders are ${(await setRemindersBySettings(context.runtime, { userId: user.id, actor: session.actor }, input.value)) ? 'on' : 'off'}`, intent);
  if (intent !== 'openAd' && intent !== 'openReceive') throw new ValidationError('UNKNOWN_INTENT', 'Please try again');
  const on = (await setContactPreference(context.runtime, { userId: user.id, actor: session.actor }, intent, { [intent]: input.value }))[intent];
  return ok(`${settings[intent].label} e-mails are ${on ? 'on' : 'off'}`, intent);
});

function Toggle({ name, on }: { name: Setting; on: boolean }) {
  const fetcher = useFetcher<FormResult>();
  const { csrf } = useShellData();
  useFormFeedback(fetcher, { intent: name });
  // Shown as sent while the post is under way; the revalidated account confirms it.
  const pending = fetcher.formData?.get('value');
  const checked = pending === undefined || pending === null ? on : pending === 'true';
  const id = `notify-${name}`;
  return (
    <fetcher.Form method="post" className="toggle-row">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="intent" value={name} />
      <input type="hidden" name="value" value={String(!checked)} />
      <div className="toggle-row__text">
        <span className="toggle-row__label" id={`${id}-label`}>
          {settings[name].label}
        </span>
        <span className="account-card__muted">{settings[name].text}</span>
      </div>
      <button type="submit" role="switch" aria-checked={checked} aria-labelledby={`${id}-label`} className="switch">
        <span className="switch__knob" aria-hidden="true" />
        <span className="switch__text">{checked ? 'On' : 'Off'}</span>
      </button>
    </fetcher.Form>
  );
}

export default function NotificationsPage() {
  const { openAd, openReceive } = useAccount();
  const { list, unread, now, reminders } = useLoaderData<typeof loader>();
  return (
    <>
      <AccountSection title="Notifications" intro="Messages from your designer and our team, proposals, answers and order news, newest first.">
        <NoticeList list={list} unread={unread} now={now} action="/client/notification" />
      </AccountSection>
      <AccountSection title="E-mail" intro="Choose which e-mails you get. Order confirmations and security mail always arrive.">
        <div className="toggle-list">
          <Toggle name="openAd" on={openAd} />
          <Toggle name="openReceive" on={openReceive} />
          <Toggle name="reminders" on={reminders} />
        </div>
      </AccountSection>
    </>
  );
}
