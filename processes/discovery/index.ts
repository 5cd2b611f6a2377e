import { defineContextProcesses } from '../process';
import { styleProfileClaims } from './style-profile-claims';

export const discoveryProcesses = defineContextProcesses({ context: 'discovery', processes: [styleProfileClaims] });
