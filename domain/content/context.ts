import { designerOrStaff, signedIn, staff } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { caseLookEventTypes, caseLooksDecider } from './case-looks';
import { contentCommands } from './commands';
import { designCaseEventTypes } from './design-case';
import { designCaseDecider } from './design-case.decide';

/**
 * Content (issue 24): design cases. A project's designer proposes its case
 * (decide: their project), its client consents or withdraws (decide: their
 * case), staff author, revise, publish and unpublish; a signed-in user reports
 * a case and keeps a history of the cases they looked at (decide: their own).
 */
export const contentContext = defineContext({
  name: 'content',
  commands: contentCommands,
  rules: {
    ProposeDesignCase: designerOrStaff,
    AuthorDesignCase: staff,
    ReviseDesignCase: staff,
    ConsentToDesignCase: signedIn,
    WithdrawDesignCaseConsent: signedIn,
    PublishDesignCase: staff,
    UnpublishDesignCase: staff,
    ReportDesignCase: signedIn,
    LookAtDesignCase: signedIn,
  },
  streams: [
    streamKind('design case', 'design-case-', designCaseDecider, designCaseEventTypes),
    streamKind('case looks', 'case-looks-', caseLooksDecider, caseLookEventTypes),
  ],
});
