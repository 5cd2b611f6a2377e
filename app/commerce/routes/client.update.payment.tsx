import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { CardFields } from '~/commerce/components/card-fields';
import { AccountSection, SaveButton } from '~/identity';
import { SavedCard } from '~/payments';
import { paymentMethodsAction, paymentMethodsLoader } from '~/payments/index.server';
import { CsrfField } from '~/ui/form-field';
import { useShell } from '~/ui/shell-context';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Payment methods · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = paymentMethodsLoader;
export const action = paymentMethodsAction;

/** /client/update/payment: saved cards (brand, last four, expiry, default), make default, remove, add a card (?add=1). */
export default function PaymentMethodsPage() {
  const { cards } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const { toast } = useShell();
  const adding = params.has('add') || (result && !result.ok && result.intent === 'add');
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add';
  const errors = result && !result.ok && result.intent === 'add' ? (result.fields ?? {}) : {};
  const now = new Date();
  // A card the gateway would not take: its message for 3 seconds (part 1 §5), or 'Save fail'.
  const [shown, setShown] = useState<FormResult | undefined>(undefined);
  useEffect(() => {
    if (!result || result.intent !== 'add' || shown === result) return;
    setShown(result);
    if (result.ok) toast(result.message, 'success');
    else toast(Object.keys(result.fields ?? {}).length > 1 ? 'Please check the highlighted fields' : result.message || 'Save fail', 'error', 3000);
  }, [result, shown, toast]);
  return (
    <AccountSection title="Payment methods" intro="Cards you save here are offered at checkout; the default one first. We keep only the brand, the last four digits and the expiry — the card number stays with our payment processor.">
      {cards.length ? (
        <ul className="saved-card-list">
          {cards.map((c) => (
            <SavedCard key={c.uuid} card={c} now={{ month: now.getUTCMonth() + 1, year: now.getUTCFullYear() }} />
          ))}
        </ul>
      ) : (
        <p className="account-card__muted">You have no saved cards yet. Add one here or tick “Save this card” at checkout.</p>
      )}
      {adding ? (
        <Form method="post" action="/client/update/payment?add=1" className="account-form saved-card-form" noValidate>
          <h3>Add a card</h3>
          <p className="account-card__muted">We take Visa, Mastercard, American Express and Discover.</p>
          <CsrfField />
          <CardFields errors={errors} />
          <label className="check">
            <input type="checkbox" name="makeDefault" value="true" />
            <span>Make this my default card</span>
          </label>
          {result && !result.ok && result.intent === 'add' ? (
            <p className="form-alert" role="alert">
              {result.message || 'Save fail'}
            </p>
          ) : null}
          <div className="account-form__actions">
            <SaveButton busy={busy}>Save card</SaveButton>
            <Link to="/client/update/payment" className="button">
              Cancel
            </Link>
          </div>
          <input type="hidden" name="intent" value="add" />
        </Form>
      ) : (
        <Link to="?add=1" className="button button--primary" preventScrollReset>
          Add a card
        </Link>
      )}
    </AccountSection>
  );
}
