import { defineContextProcesses } from '../process';
import { renderProcess } from './render-process';

export const rendersProcesses = defineContextProcesses({ context: 'renders', processes: [renderProcess] });
