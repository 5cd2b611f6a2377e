import { defineContextProcesses } from '../process';
import { attributionAttach } from './attach';
import { impactConversions } from './conversions';

export const attributionProcesses = defineContextProcesses({ context: 'attribution', processes: [attributionAttach, impactConversions] });
