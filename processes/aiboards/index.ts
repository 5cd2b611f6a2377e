import { defineContextProcesses } from '../process';
import { aiBoardClaims } from './ai-board-claims';

export const aiBoardsProcesses = defineContextProcesses({ context: 'aiboards', processes: [aiBoardClaims] });
