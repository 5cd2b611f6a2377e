import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { supportEmail, supportHours, HelpLayout } from '~/policies';
import { ContactForm } from '~/support/components/contact-form';
import { contactTopics } from '../../../domain/support/contact';
import { contactSentMessage, sendContactMessage } from '~/support/application/contact.server';
import { getSession } from '~/web/session.server';
import { ok, visitorAction } from '~/web/page-form.server';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [
  { title: 'Contact us · Roomcraft' },
  { name: 'description', content: `Write to Roomcraft customer care: ${supportHours}, answered within one working day.` },
];

/** A signed-in client finds their name and e-mail filled in; a link may choose the topic. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await getSession(request, context);
  // ?topic=careers (the careers page's Apply): the topic chosen for them, when it is one of the form's.
  const asked = new URL(request.url).searchParams.get('topic');
  const topic = contactTopics.find((t) => t === asked) ?? '';
  return { prefill: { name: user?.username ?? '', email: user?.email ?? '', topic } };
}

/** POST /customer/contact: the same use case as POST /api/common/saveContact. */
export const action = visitorAction(async ({ context, input, visit }) => {
  await sendContactMessage(context.runtime, visit, input);
  return ok(contactSentMessage);
});

/** /customer/contact: the contact form, with the other ways to reach customer care. */
export default function ContactPage() {
  const { prefill } = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  return (
    <HelpLayout current="/customer/contact">
      <article className="policy" aria-labelledby="contact-title">
        <header className="policy__head">
          <h1 id="contact-title">Contact us</h1>
          <p className="policy__intro">
            Questions about an order, a delivery, a return or a design project? Send us a message and our customer care team answers within one working day ({supportHours}). You can
            also write to {supportEmail}.
          </p>
        </header>
        {result?.ok ? (
          <p className="contact-form__done" role="status">
            {result.message}
          </p>
        ) : (
          <ContactForm result={result} prefill={prefill} />
        )}
        <section className="policy__section" aria-labelledby="contact-before">
          <h2 id="contact-before">Before you write</h2>
          <p>If your question is about an order, please give its order number: it lets us find the order straight away. The form takes text only: to send photos of a damaged item, e-mail them to {supportEmail} with your order number, or describe the damage here and reply to our answer with the photos.</p>
          <p>Many answers are already in our help centre: delivery times, how to return an item, and what to do if something arrives damaged.</p>
        </section>
      </article>
    </HelpLayout>
  );
}
