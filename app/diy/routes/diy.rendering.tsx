import type { MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useState } from 'react';
import { formatCents } from '~/catalogue';
import { DiyFooter, DiyOptionalSteps, DiyProgress } from '~/diy/components/diy-step';
import { cartFormId, IdeaCartForms } from '~/diy/components/idea-cart';
import { renderingAction, renderingLoader } from '~/diy/server/diy-pages.server';
import { CsrfField, FormAlert, useHydrated } from '~/ui/form-field';
import type { FormResult } from '~/web/form-result';

export const meta: MetaFunction = () => [{ title: 'Your design ideas · Your DIY mood board · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const loader = renderingLoader;
export const action = renderingAction;

const range = (min: number, max: number) => (min === max ? formatCents(min) : `${formatCents(min)} - ${formatCents(max)}`);

/**
 * /diy/rendering: the design ideas, drawn from real marketplace pieces of the room's
 * categories within the budget; each with brand, name, price, its page and add to
 * cart. The mood-board step keeps the ideas ticked and saves the board to my
 * projects (the canvas editor comes with the canvas issue).
 */
export default function DiyRendering() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<FormResult>();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const { board, project } = page;
  const all = [...board.slots.flatMap((s) => s.ideas), ...board.extra];
  const [kept, setKept] = useState<string[]>(all.filter((i) => i.kept).map((i) => i.id));
  const keptTotal = all.filter((i) => kept.includes(i.id)).reduce((sum, i) => sum + i.priceCents, 0);
  const over = board.budget.maxPrice !== null && keptTotal > board.budget.maxPrice;
  const loading = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'next';
  const toggle = (id: string, on: boolean) => setKept((k) => (on ? [...k, id] : k.filter((x) => x !== id)));
  const card = (idea: (typeof all)[number]) => (
    <li key={idea.id} className={`diy-idea${kept.includes(idea.id) ? ' is-chosen' : ''}`} data-testid={`idea-${idea.id}`}>
      <label className="diy-idea__keep">
        <input type="checkbox" name="goodsIds" value={idea.id} checked={kept.includes(idea.id)} onChange={(e) => toggle(idea.id, e.target.checked)} />
        <span className="visually-hidden">Keep {idea.name} on my board</span>
      </label>
      {idea.picture ? <img src={idea.picture} alt="" width={220} height={220} loading="lazy" /> : null}
      <span className="diy-idea__brand">{idea.brand}</span>
      <Link to={idea.href} className="diy-idea__name">
        {idea.name}
      </Link>
      <span className="diy-idea__price">
        {formatCents(idea.priceCents)}
        {idea.listPriceCents > idea.priceCents ? <s className="diy-idea__was"> {formatCents(idea.listPriceCents)}</s> : null}
      </span>
      <button type="submit" form={cartFormId(idea.id)} className="button button--secondary button--small">
        Add to cart
      </button>
    </li>
  );
  return (
    <div className="design-page diy-page">
      <div className="container design-step">
        <p className="design-step__room" data-testid="diy-room">
          DIY mood board · <strong>{project.room.name}</strong>
        </p>
        <DiyProgress steps={page.progress} />
        <h1 className="design-step__title">Your design ideas</h1>
        <p className="design-step__intro">
          Real pieces from our marketplace for your {project.room.name.toLowerCase()}, chosen for your budget{board.budget.budget ? ` (${board.budget.budget})` : ''}. Tick what you want on your mood board, then save it to your projects.
        </p>
        <p className={`diy-total${over ? ' is-over' : ''}`} data-testid="diy-total" role="status">
          Your board: {formatCents(keptTotal)}
          {board.budget.maxPrice !== null ? (over ? ` — over your budget of ${formatCents(board.budget.maxPrice)}` : ` — within your budget of ${formatCents(board.budget.maxPrice)}`) : ''}
        </p>
        <Form method="post" id="diy-board" noValidate>
          <CsrfField />
          <FormAlert result={result} />
          {result?.ok ? (
            <p className="form-success" role="status">
              {result.message}
            </p>
          ) : null}
          {board.slots.length === 0 && board.extra.length === 0 ? <p className="design-step__note">Our marketplace has no pieces for this room right now. Please try again soon.</p> : null}
          {board.slots.map((slot) => (
            <section key={slot.categoryId} className="diy-slot" aria-labelledby={`slot-${slot.categoryId}`}>
              <h2 id={`slot-${slot.categoryId}`} className="diy-slot__title">
                {slot.category} <span className="diy-slot__range">{range(slot.priceRange.minCents, slot.priceRange.maxCents)}</span>
              </h2>
              {slot.overBudget ? <p className="diy-slot__note">Nothing here fits this part of your budget; these are the most affordable.</p> : null}
              <ul className="diy-ideas">{slot.ideas.map(card)}</ul>
            </section>
          ))}
          {board.extra.length ? (
            <section className="diy-slot" aria-labelledby="slot-kept">
              <h2 id="slot-kept" className="diy-slot__title">
                Also on your board
              </h2>
              <ul className="diy-ideas">{board.extra.map(card)}</ul>
            </section>
          ) : null}
          <p className="diy-board__actions">
            <button type="submit" name="intent" value="keep" className="button button--secondary">
              Keep my choices
            </button>
          </p>
        </Form>
        <IdeaCartForms goodsIds={all.map((i) => i.id)} />
        <DiyOptionalSteps steps={page.optional} />
        <p className="diy-aside">
          Want to see it together?{' '}
          <button type="submit" form="diy-board" name="intent" value="arrange" className="link-button" data-testid="diy-arrange">
            Arrange your {kept.length} {kept.length === 1 ? 'piece' : 'pieces'} on a mood board
          </button>
          . Want a designer to finish the room? <Link to={page.upgradeHref}>Work with a designer</Link>
        </p>
      </div>
      <DiyFooter backHref={page.backHref} form="diy-board" nextText="Save to my projects" disabled={hydrated && kept.length === 0} loading={loading} signedIn={page.signedIn} />
    </div>
  );
}
