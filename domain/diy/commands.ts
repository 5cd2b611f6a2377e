import { defineCommand } from '../shared/command-definition';
import { diyStream } from './diy-project';
import { answerDiyStepSchema, claimDiyProjectSchema, diyProjectDecider, saveDiyProjectSchema, startDiyProjectSchema, upgradeDiyProjectSchema } from './diy-project.decide';

const diy = (d: { diyId: string }) => diyStream(d.diyId);

export const diyCommands = {
  StartDiyProject: defineCommand({ type: 'StartDiyProject', schema: startDiyProjectSchema, streamId: diy, decider: diyProjectDecider }),
  AnswerDiyStep: defineCommand({ type: 'AnswerDiyStep', schema: answerDiyStepSchema, streamId: diy, decider: diyProjectDecider }),
  ClaimDiyProject: defineCommand({ type: 'ClaimDiyProject', schema: claimDiyProjectSchema, streamId: diy, decider: diyProjectDecider }),
  SaveDiyProject: defineCommand({ type: 'SaveDiyProject', schema: saveDiyProjectSchema, streamId: diy, decider: diyProjectDecider }),
  UpgradeDiyProject: defineCommand({ type: 'UpgradeDiyProject', schema: upgradeDiyProjectSchema, streamId: diy, decider: diyProjectDecider }),
};
