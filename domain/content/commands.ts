import { defineCommand } from '../shared/command-definition';
import { caseLooksDecider, caseLooksStream, lookAtDesignCaseSchema } from './case-looks';
import { designCaseStream } from './design-case';
import {
  authorDesignCaseSchema,
  caseIdSchema,
  designCaseDecider,
  proposeDesignCaseSchema,
  reportDesignCaseSchema,
  reviseDesignCaseSchema,
} from './design-case.decide';

const stream = (d: { caseId: string }) => designCaseStream(d.caseId);

export const contentCommands = {
  ProposeDesignCase: defineCommand({ type: 'ProposeDesignCase', schema: proposeDesignCaseSchema, streamId: stream, decider: designCaseDecider }),
  AuthorDesignCase: defineCommand({ type: 'AuthorDesignCase', schema: authorDesignCaseSchema, streamId: stream, decider: designCaseDecider }),
  ReviseDesignCase: defineCommand({ type: 'ReviseDesignCase', schema: reviseDesignCaseSchema, streamId: stream, decider: designCaseDecider }),
  ConsentToDesignCase: defineCommand({ type: 'ConsentToDesignCase', schema: caseIdSchema, streamId: stream, decider: designCaseDecider }),
  WithdrawDesignCaseConsent: defineCommand({ type: 'WithdrawDesignCaseConsent', schema: caseIdSchema, streamId: stream, decider: designCaseDecider }),
  PublishDesignCase: defineCommand({ type: 'PublishDesignCase', schema: caseIdSchema, streamId: stream, decider: designCaseDecider }),
  UnpublishDesignCase: defineCommand({ type: 'UnpublishDesignCase', schema: caseIdSchema, streamId: stream, decider: designCaseDecider }),
  ReportDesignCase: defineCommand({ type: 'ReportDesignCase', schema: reportDesignCaseSchema, streamId: stream, decider: designCaseDecider }),
  LookAtDesignCase: defineCommand({ type: 'LookAtDesignCase', schema: lookAtDesignCaseSchema, streamId: (d: { userId: string }) => caseLooksStream(d.userId), decider: caseLooksDecider }),
};
