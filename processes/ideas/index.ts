import { defineContextProcesses } from '../process';
import { ideaClaims } from './idea-claims';

export const ideasProcesses = defineContextProcesses({ context: 'ideas', processes: [ideaClaims] });
