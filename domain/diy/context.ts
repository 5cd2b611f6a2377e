import { anyone, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { diyCommands } from './commands';
import { diyProjectEventTypes } from './diy-project';
import { diyProjectDecider } from './diy-project.decide';

/** DIY projects: a visitor or client starts, answers, saves and upgrades their own (decide: ownsDiy; another's is not found). */
export const diyContext = defineContext({
  name: 'diy',
  commands: diyCommands,
  rules: {
    StartDiyProject: anyone,
    AnswerDiyStep: anyone,
    SaveDiyProject: anyone,
    UpgradeDiyProject: anyone,
    // At sign-in: only the system.
    ClaimDiyProject: system,
  },
  streams: [streamKind('DIY project', 'diy-', diyProjectDecider, diyProjectEventTypes)],
});
