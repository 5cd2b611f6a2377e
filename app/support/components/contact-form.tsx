import { Form, useNavigation } from '@remix-run/react';
import { useId } from 'react';
import { contactTopicLabels, contactTopics } from '../../../domain/support/contact';
import { CsrfField, Field, FormAlert } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

const shown = ['name', 'email', 'topic', 'orderNumber', 'message'];

/** The contact form: a plain post, so it works before (or without) the page's scripts. */
export function ContactForm({ result, prefill }: { result: FormResult | undefined; prefill: { name: string; email: string; topic?: string } }) {
  const busy = useNavigation().state === 'submitting';
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  const topicId = useId();
  const messageId = useId();
  return (
    <Form method="post" className="contact-form" noValidate>
      <CsrfField />
      <FormAlert result={result} shown={shown} />
      <Field label="Your name" name="name" autoComplete="name" required maxLength={100} defaultValue={prefill.name} error={fields.name} />
      <Field label="E-mail" name="email" type="email" autoComplete="email" required defaultValue={prefill.email} error={fields.email} hint="We answer to this address." />
      <div className={`field${fields.topic ? ' field--error' : ''}`}>
        <label htmlFor={topicId} className="field__label">
          Topic
        </label>
        <select id={topicId} name="topic" className="field__input" required defaultValue={prefill.topic ?? ''} aria-invalid={fields.topic ? true : undefined}>
          <option value="" disabled>
            Choose a topic
          </option>
          {contactTopics.map((t) => (
            <option key={t} value={t}>
              {contactTopicLabels[t]}
            </option>
          ))}
        </select>
        {fields.topic ? <p className="field__error">{fields.topic}</p> : null}
      </div>
      <Field label="Order number (optional)" name="orderNumber" maxLength={40} error={fields.orderNumber} hint="It is in your order confirmation e-mail." />
      <div className={`field${fields.message ? ' field--error' : ''}`}>
        <label htmlFor={messageId} className="field__label">
          Your message
        </label>
        <textarea id={messageId} name="message" className="field__input" rows={7} required minLength={10} maxLength={5000} aria-invalid={fields.message ? true : undefined} />
        <p className={fields.message ? 'field__error' : 'field__hint'}>{fields.message ?? 'Between 10 and 5,000 characters.'}</p>
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? 'Sending…' : 'Send message'}
      </button>
    </Form>
  );
}
