import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { tierNames } from '../../../domain/identity/membership';
import { AccountSection } from '~/identity';
import { membershipOfClient } from '~/membership/application/membership.server';
import { requireUser } from '~/web/page-form.server';
import membershipStyles from '~/styles/membership.css?url';

export const meta: MetaFunction = () => [{ title: 'Membership · Roomcraft' }, { name: 'robots', content: 'noindex' }];
export const links: LinksFunction = () => [{ rel: 'stylesheet', href: membershipStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return membershipOfClient(context.runtime, user.id);
}

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** /client/member: the client's membership (what /clientMember answers), their perks now, and what adds the next tier. */
export default function MembershipPage() {
  const m = useLoaderData<typeof loader>();
  return (
    <AccountSection title="Membership" intro={`Member since ${day(m.memberSince)}.`}>
      <ul className="member-tiers" aria-label="Your membership">
        {m.tiers.map((t) => (
          <li key={t} className="member-tiers__tier" data-testid={`tier-${t}`}>
            {tierNames[t]}
          </li>
        ))}
      </ul>
      <ul className="member-perks">
        {m.perks.map((p) => (
          <li key={p.key} className={`member-perks__perk${p.active ? ' member-perks__perk--active' : ''}`} data-testid={`perk-${p.key}`}>
            <span className="member-perks__title">{p.title}</span>
            <span className="member-perks__text">{p.text}</span>
            <Link to={p.href} className="member-perks__link">
              {p.active ? 'Use it' : 'See how'}
              <span className="visually-hidden"> · {p.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      {m.next ? (
        <p className="member-next">
          <strong>Become {tierNames[m.next.tier] === 'AI Designer' ? 'an AI Designer' : `a ${tierNames[m.next.tier].toLowerCase()}`}:</strong> {m.next.text}{' '}
          <Link to={m.next.href}>Find out more</Link>
        </p>
      ) : null}
    </AccountSection>
  );
}
