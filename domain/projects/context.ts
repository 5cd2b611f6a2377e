import { anyone, designerOrStaff, signedIn, staff, system } from '../authz';
import { defineContext, streamKind } from '../shared/bounded-context';
import { projectCommands } from './commands';
import { needEventTypes } from './need';
import { needDecider } from './need.decide';
import { pricingSettingsDecider, pricingSettingsEventTypes } from './pricing-settings';
import { roomPhotosRules, roomPhotosStreamKind } from './room-photos.commands';

/** Design projects: the questionnaire, plans and prices, designers' work (ADR 013). */
export const projectsContext = defineContext({
  name: 'projects',
  commands: projectCommands,
  rules: {
    // Visitors draft and answer (decide: only their own project); submitting needs a client (decide).
    DraftNeed: anyone,
    AnswerNeedStep: anyone,
    AnswerNeedDetail: anyone,
    // From the client's own idea board (decide: their own project).
    AttachIdeas: signedIn,
    SubmitNeed: anyone,
    DeleteNeed: anyone,
    // At sign-in, and what the gateway answered: only the system.
    ClaimNeed: system,
    RecordNeedPayment: system,
    RequestRevision: signedIn,
    BookMeeting: signedIn,
    RequestRedesign: signedIn,
    RateProject: signedIn,
    // The system records them once the card is charged.
    UpgradeNeed: system,
    RecordTip: system,
    AssignDesigner: staff,
    ChoosePriceVariant: staff,
    DeliverDesign: designerOrStaff,
    // A project's furniture: its assigned designer or staff record it (decide: another designer's project is not found);
    // the client applies a project code to their own unpaid project (decide: requireOwnNeed).
    RecordProjectProducts: designerOrStaff,
    RemoveProjectProduct: designerOrStaff,
    ChooseProjectCode: signedIn,
    ...roomPhotosRules,
  },
  streams: [
    streamKind('design project', 'need-', needDecider, needEventTypes),
    streamKind('pricing settings', 'settings-pricing', pricingSettingsDecider, pricingSettingsEventTypes),
    roomPhotosStreamKind,
  ],
});
