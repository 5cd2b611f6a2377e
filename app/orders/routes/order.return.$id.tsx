import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { returnReasons } from '../../../domain/orders/returns';
import { day } from '~/orders/components/order-status';
import { CsrfField, FormAlert } from '~/ui/form-field';
import { orderActions, ownOrder, returnAction } from '~/orders/server/order-pages.server';
import { fieldError, type FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Return items · Roomcraft' }, { name: 'robots', content: 'noindex' }];

export async function loader(args: LoaderFunctionArgs) {
  const { order } = await ownOrder(args);
  return { order, ...orderActions(order) };
}
export const action = returnAction;

/** /order/return/{id}: choose delivered items (within 30 days), the reasons and a note. */
export default function ReturnOrderPage() {
  const { order, returnable } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const busy = useNavigation().state !== 'idle';
  const back = `/order/detail/${encodeURIComponent(order.orderId)}`;
  const lines = order.lines.filter((l) => returnable.includes(l.lineId));
  return (
    <div className="container order-page order-page--narrow">
      <p className="eyebrow">
        <Link to={back}>Order {order.orderNumber}</Link>
      </p>
      <h1>Return items from order {order.orderNumber}</h1>
      <p>
        Delivered items can be returned within 30 days of delivery. <Link to="/client/order/return/reason">Our returns policy</Link>
      </p>
      {lines.length === 0 ? (
        <p className="form-alert">No item of this order can be returned now: items can be returned once delivered, within 30 days.</p>
      ) : (
        <Form method="post" className="order-form">
          <CsrfField />
          <fieldset className="order-form__group">
            <legend>Which items?</legend>
            {lines.map((l) => (
              <label key={l.lineId} className="order-form__choice">
                <input type="checkbox" name="detailIds" value={l.lineId} defaultChecked={lines.length === 1} />
                {l.picture ? <img src={l.picture} alt="" width={48} height={48} /> : null}
                <span>
                  {l.name} × {l.count} · delivered {day(l.deliveredAt!)}
                </span>
              </label>
            ))}
            {fieldError(result, 'detailIds') ? <p className="field__error">{fieldError(result, 'detailIds')}</p> : null}
          </fieldset>
          <fieldset className="order-form__group">
            <legend>Why are you returning them?</legend>
            {returnReasons.map((r) => (
              <label key={r} className="order-form__choice">
                <input type="checkbox" name="reasons" value={r} /> {r}
              </label>
            ))}
            {fieldError(result, 'reasons') ? <p className="field__error">{fieldError(result, 'reasons')}</p> : null}
          </fieldset>
          <label className="field">
            <span className="field__label">Anything we should know? (needed for “Other”)</span>
            <textarea name="note" className="field__input" rows={4} maxLength={2000} />
          </label>
          <FormAlert result={result} shown={['detailIds', 'reasons']} />
          <div className="order-page__actions">
            <button type="submit" name="intent" value="return" className="button button--primary" disabled={busy}>
              {busy ? 'Sending…' : 'Request the return'}
            </button>
            <Link to={back} className="button">
              Back to the order
            </Link>
          </div>
        </Form>
      )}
    </div>
  );
}
