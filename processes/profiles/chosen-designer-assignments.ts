import type { DesignerChoiceEvent } from '../../domain/profiles/designer-choice';
import { projectCommands } from '../../domain/projects/commands';
import type { NeedEvent } from '../../domain/projects/need';
import { defineProcess, type ProcessOutput } from '../process';

/**
 * A client who chose a designer by portfolio (issue 24) gets that designer:
 * once the project is submitted (or paid) and has no designer yet, the process
 * sends the projects context's own AssignDesigner (as the system, so it is
 * authorized and recorded like staff's). A project staff assigned first keeps
 * its designer. Instances are project ids.
 */
type Input = DesignerChoiceEvent | Extract<NeedEvent, { type: 'NeedSubmitted' | 'NeedPaid' | 'DesignerAssigned' }>;

export interface ChoiceState {
  chosen: string | null;
  submitted: boolean;
  assigned: string | null;
}

export const chosenDesignerAssignments = defineProcess<Input>()({
  name: 'chosen-designer-assignments',
  fromNow: true,
  handles: ['DesignerChosen', 'NeedSubmitted', 'NeedPaid', 'DesignerAssigned'],
  instanceOf: (e) => e.data.needId,
  initialState: (): ChoiceState => ({ chosen: null, submitted: false, assigned: null }),
  evolve(state, e) {
    switch (e.type) {
      case 'DesignerChosen':
        return { ...state, chosen: e.data.designerId };
      case 'NeedSubmitted':
      case 'NeedPaid':
        return { ...state, submitted: true };
      case 'DesignerAssigned':
        return { ...state, assigned: e.data.designerId };
      default: {
        const never: never = e;
        return never;
      }
    }
  },
  decide(e, state): ProcessOutput[] {
    if (state.assigned || e.type === 'DesignerAssigned') return [];
    const chosen = e.type === 'DesignerChosen' ? e.data.designerId : state.chosen;
    const submitted = e.type === 'DesignerChosen' ? state.submitted : true;
    if (!chosen || !submitted) return [];
    return [{ command: projectCommands.AssignDesigner, input: { needId: e.data.needId, designerId: chosen }, key: 'assign' }];
  },
});
