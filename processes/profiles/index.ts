import { defineContextProcesses } from '../process';
import { chosenDesignerAssignments } from './chosen-designer-assignments';

export const profilesProcesses = defineContextProcesses({ context: 'profiles', processes: [chosenDesignerAssignments] });
