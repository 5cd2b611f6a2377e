import type { Event } from '../shared/messages';
import type { QuizAnswers, StyleProfile } from './style-quiz';

/**
 * A style profile (issue 24): what the style quiz found, one stream per owner,
 * `style-profile-<kind>~<id>` — a signed-in client (`user~<userId>`) or a
 * visitor (`visitor~<visitorId>`), whose profile follows them into their
 * account when they sign in (processes/discovery/style-profile-claims.ts).
 * Taking the quiz again replaces the profile.
 */
export type ProfileOwner = { kind: 'user'; id: string } | { kind: 'visitor'; id: string };

export const styleProfileStream = (owner: ProfileOwner) => `style-profile-${owner.kind}~${owner.id}`;

export type StyleProfileEvent =
  | Event<'StyleProfileSaved', { owner: ProfileOwner; answers: QuizAnswers; profile: StyleProfile; savedAt: string }>
  | Event<'StyleProfileClaimed', { owner: ProfileOwner; visitorId: string; answers: QuizAnswers; profile: StyleProfile; savedAt: string; claimedAt: string }>;

export type StyleProfileState = { status: 'none' } | { status: 'saved'; answers: QuizAnswers; profile: StyleProfile; savedAt: string };

export const initialStyleProfileState = (): StyleProfileState => ({ status: 'none' });

export function evolveStyleProfile(_state: StyleProfileState, event: StyleProfileEvent): StyleProfileState {
  switch (event.type) {
    case 'StyleProfileSaved':
    case 'StyleProfileClaimed':
      return { status: 'saved', answers: event.data.answers, profile: event.data.profile, savedAt: event.data.savedAt };
    default: {
      const never: never = event;
      return never;
    }
  }
}

export const styleProfileEventTypes = Object.keys({
  StyleProfileSaved: true,
  StyleProfileClaimed: true,
} satisfies Record<StyleProfileEvent['type'], true>) as StyleProfileEvent['type'][];

export const quizMessages = {
  pickOne: 'Please pick one of the pictures.',
  unfinished: 'Please answer every question of the quiz first.',
  saved: 'Your style profile is saved.',
  noProfile: 'You have not taken the style quiz yet.',
} as const;
