import { z } from 'zod';
import { ForbiddenError } from '../shared/errors';
import type { Command, Decider, Event } from '../shared/messages';
import { idField } from '../shared/schemas';

/**
 * The designer a client chooses by portfolio for a project (issue 24),
 * stream `designer-choice-<needId>`. Optional: without a choice staff assign
 * as before. With one, the process `chosen-designer-assignments` assigns the
 * project to that designer (AssignDesigner) once it is submitted, unless
 * staff assigned someone first. The app checks the project is the client's
 * and not yet assigned, and the designer has a public profile.
 */
export type DesignerChoiceEvent = Event<'DesignerChosen', { needId: string; clientId: string; designerId: string; chosenAt: string }>;
export type DesignerChoiceState = { designerId: string | null };

export const designerChoiceStream = (needId: string) => `designer-choice-${needId}`;
export const chooseDesignerSchema = z.object({
  needId: z.string({ required_error: 'This project does not exist' }).trim().regex(/^\d{1,10}$/, 'This project does not exist'),
  clientId: idField('Invalid client'),
  designerId: idField('Please choose a designer'),
});
export type DesignerChoiceCommand = Command<'ChooseDesigner', z.infer<typeof chooseDesignerSchema>>;

export const designerChoiceMessages = {
  chosen: 'Thank you. Your project goes to the designer you chose.',
  notFound: 'There is no designer with this profile.',
  assigned: 'Your project already has a designer.',
  project: 'This project does not exist',
} as const;

export const designerChoiceDecider: Decider<DesignerChoiceState, DesignerChoiceCommand, DesignerChoiceEvent> = {
  initialState: () => ({ designerId: null }),
  evolve: (_state, event) => ({ designerId: event.data.designerId }),
  decide: (command, state) => {
    const { actor, now } = command.metadata;
    const d = command.data;
    if (actor.kind !== 'user' || actor.userId !== d.clientId) throw new ForbiddenError();
    if (state.designerId === d.designerId) return [];
    return [{ type: 'DesignerChosen', data: { ...d, chosenAt: now } }];
  },
};
export const designerChoiceEventTypes: DesignerChoiceEvent['type'][] = ['DesignerChosen'];
