import { defineContextProcesses } from '../process';
import { signInClaims } from './sign-in-claims';

export const identityProcesses = defineContextProcesses({ context: 'identity', processes: [signInClaims] });
