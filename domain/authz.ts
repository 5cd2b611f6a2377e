import { ForbiddenError, UnauthorizedError } from './shared/errors';
import type { Actor, Role } from './shared/messages';

/**
 * The one place that decides who may run each command. Every command handler
 * asks it (the pipeline calls `authorize` before loading the stream). Commands
 * not listed are refused: deny by default.
 */
type Rule = { signedIn: boolean; roles?: readonly Role[] } | 'anyone';

const staff: Rule = { signedIn: true, roles: ['staff'] };
/** Any signed-in user; decide checks that they act on their own account (assertActsFor). */
const signedIn: Rule = { signedIn: true };

export const commandRules: Record<string, Rule> = {
  CreateCategory: staff,
  RenameCategory: staff,
  MoveCategory: staff,
  ListGoods: staff,
  ChangeGoodsPrice: staff,
  ChangeGoodsAvailability: staff,
  ChangeGoodsDetails: staff,
  DelistGoods: staff,
  SetStockLevel: staff,
  // ReserveStock and ReleaseStock are left out: the checkout runs them as the system.
  // identity: a visitor registers, signs in and resets a password with a token; the app
  // starts a session or links a provider only after checking the credentials.
  RegisterAccount: 'anyone',
  ClaimEmail: 'anyone',
  ConfirmEmailClaim: 'anyone',
  RequestPasswordReset: 'anyone',
  ResetPassword: 'anyone',
  StartSession: 'anyone',
  ReserveSignInAttempt: 'anyone',
  RecordSignInSuccess: 'anyone',
  ClearSignInFailures: 'anyone',
  ReceiveOAuthIdentity: 'anyone',
  UseOAuthKey: 'anyone',
  ReleaseEmail: signedIn,
  EndSession: signedIn,
  IssueActivationCode: signedIn,
  ActivateEmail: signedIn,
  UpdateProfile: signedIn,
  ChangeEmail: signedIn,
  ChangePassword: signedIn,
  SetMobile: signedIn,
  RemoveMobile: signedIn,
  SaveAddress: signedIn,
  DeleteAddress: signedIn,
  SetDefaultAddress: signedIn,
  LinkSocialAuth: signedIn,
  UnlinkSocialAuth: signedIn,
  ChangeContactPreferences: signedIn,
  CloseTip: signedIn,
  ChangeAccountRoles: staff,
  // Staff block and unblock a customer (decide: never themselves, never staff).
  BlockAccount: staff,
  UnblockAccount: staff,
  // cart: a visitor keeps a cart too; decide checks that the actor owns it (assertOwnsCart).
  AddCartLine: 'anyone',
  ChangeCartLineCount: 'anyone',
  RemoveCartLine: 'anyone',
  ClearCart: 'anyone',
  MergeVisitorCart: signedIn,
  // promotions: staff manage codes; RecordCodeUse and ReleaseCodeUse are left out, so only the system runs them.
  CreateDiscountCode: staff,
  EndDiscountCode: staff,
  // credits: staff grant; SpendCredits and ReturnCredits are left out, so only the checkout and cancellations (the system) run them.
  GrantCredits: staff,
  // saved cards: a client keeps their own (decide: assertActsFor).
  SaveCard: signedIn,
  UpdateCard: signedIn,
  DeleteCard: signedIn,
  SetDefaultCard: signedIn,
  // payments (ADR 025): a client asks for their own payment (decide: assertActsFor); everything that follows — holds,
  // the gateway's answer, the purpose's record, refunds, abandoning, the payment slots — is the payment process's (the system).
  RequestPayment: signedIn,
  // orders: a client places, pays, cancels and returns their own order (decide: assertActsFor); staff fulfil.
  PlaceOrder: signedIn,
  StartPayment: signedIn,
  // PayOrder and FailPayment are left out: only the system records what the payment gateway answered.
  CancelOrder: signedIn,
  RequestReturn: signedIn,
  ShipOrderLine: staff,
  MarkLineDelivered: staff,
  ApproveReturn: staff,
  RefuseReturn: staff,
  RefundOrder: staff,
  // A card refund is held on the order before the gateway is asked; FailRefund is left out: only the system records the gateway's refusal.
  StartRefund: staff,
  GiveDelayNotice: staff,
  // a client withdraws their own open return request and corrects their own order's delivery address before it ships (decide: assertActsFor; staff too).
  WithdrawReturn: signedIn,
  ChangeOrderAddress: signedIn,
  // order-fulfilment messages: an order's client, a board's members, staff, and salesmen on orders send and read (decide: speakerIn);
  // OpenOrderThread is left out: the app opens a thread as the system once it has checked the order or board.
  SendOrderMessage: signedIn,
  MarkOrderMessagesRead: signedIn,
  // support: anyone may write to the shop; decide checks the message is recorded as from the one asking.
  SendContactMessage: 'anyone',
  // design projects: visitors draft and answer (decide: only their own project); submitting needs a client (decide);
  // ClaimNeed (at sign-in) and RecordNeedPayment (what the gateway answered) are left out: only the system runs them.
  DraftNeed: 'anyone',
  AnswerNeedStep: 'anyone',
  SubmitNeed: 'anyone',
  DeleteNeed: 'anyone',
  RequestRevision: signedIn,
  BookMeeting: signedIn,
  RequestRedesign: signedIn,
  RateProject: signedIn,
  // UpgradeNeed and RecordTip are left out: the system records them once the card is charged.
  AssignDesigner: staff,
  ChoosePriceVariant: staff,
  DeliverDesign: { signedIn: true, roles: ['designer', 'staff'] },
  // a project's furniture: its assigned designer or staff record it (decide: another designer's project is not found);
  // the client applies a project code to their own unpaid project (decide: requireOwnNeed).
  RecordProjectProducts: { signedIn: true, roles: ['designer', 'staff'] },
  RemoveProjectProduct: { signedIn: true, roles: ['designer', 'staff'] },
  ChooseProjectCode: signedIn,
  // DIY projects: a visitor or client starts, answers, saves and upgrades their own (decide: ownsDiy; another's is not found);
  // ClaimDiyProject (at sign-in) is left out: only the system runs it.
  StartDiyProject: 'anyone',
  AnswerDiyStep: 'anyone',
  SaveDiyProject: 'anyone',
  UpgradeDiyProject: 'anyone',
  // mood boards: members only (decide: roleOn; another's board is not found). Visitors keep DIY boards too.
  // AddBoardMember is left out: the system runs it once the app has checked the project.
  // The rights on the board's objects (designer, client, getIsCanEdit, viewer) are decided in decide by checkChange.
  CreateBoard: 'anyone',
  RenameBoard: 'anyone',
  GrantBoardEditRights: signedIn,
  RevokeBoardEditRights: signedIn,
  CreateShareKey: 'anyone',
  ChangeBoard: 'anyone',
  RestoreBoardState: 'anyone',
  // AI subscription: a client starts paying for and cancels (or keeps) their own (decide: assertActsFor);
  // FailSubscriptionPayment and StartSubscription are left out: only the system records what the gateway answered.
  // Chat: members (and, for sales conversations, any salesman) send, delete and restore their own, and read (decide: speakerRole);
  // OpenConversation is run by the app as the system or by the client it is for (decide).
  OpenConversation: signedIn,
  SendChatMessage: signedIn,
  DeleteChatMessage: signedIn,
  RestoreChatMessage: signedIn,
  MarkChatRead: signedIn,
  // A user marks their own notifications read (decide: the reader is the actor).
  MarkNotificationsRead: signedIn,
  // Proposals: the project's designer (or staff) drafts and publishes (decide: another's proposal is not found);
  // the project's client reviews, asks for a revision and approves only what was published to them (decide: asClient).
  DraftProposal: { signedIn: true, roles: ['designer', 'staff'] },
  SetProposalBoards: { signedIn: true, roles: ['designer', 'staff'] },
  PublishProposal: { signedIn: true, roles: ['designer', 'staff'] },
  SaveClientReview: signedIn,
  AskProposalRevision: signedIn,
  ApproveMoodBoard: signedIn,
  // Product comments: the board's client marks; its designer (or staff) answers and offers alternatives (decide: the board's people).
  MarkProduct: signedIn,
  UpdateProductComment: signedIn,
  AnswerProductComment: { signedIn: true, roles: ['designer', 'staff'] },
  OfferAlternatives: { signedIn: true, roles: ['designer', 'staff'] },
  // RecordNotificationMail is left out: only the app (the system) decides to mail someone.
  StartSubscriptionPayment: signedIn,
  CancelSubscription: signedIn,
  ResumeSubscription: signedIn,
  // files: a visitor (the DIY board) or a user stores images under their own id only (decide: ownerOf), within the upload limit.
  StoreImage: 'anyone',
  // A signed upload URL counts against the owner's staged allowance until confirmed or swept (decide: ownerOf, stagedLimits).
  StageUpload: 'anyone',
  // Only the sweeper (the system) records an unconfirmed upload deleted after its URL expired; decide refuses anyone else.
  DiscardStagedUpload: { signedIn: true, roles: ['staff'] },
};

export function registerRules(rules: Record<string, Rule>) {
  Object.assign(commandRules, rules);
}

export function isSignedIn(actor: Actor): actor is Extract<Actor, { kind: 'user' }> {
  return actor.kind === 'user' && actor.email.length > 0;
}

export function hasRole(actor: Actor, role: Role): boolean {
  return actor.kind === 'user' && actor.roles.includes(role);
}

/**
 * Roles that only read (issue 11: analysts study the event log). A user who has
 * no other role is refused every command but ending their own session (signing
 * out; decide checks the session is theirs).
 */
export const readOnlyRoles: readonly Role[] = ['analyst'];
const readOnlyMay = new Set(['EndSession']);

export function isReadOnly(actor: Actor): boolean {
  return actor.kind === 'user' && actor.roles.length > 0 && actor.roles.every((r) => readOnlyRoles.includes(r));
}

export function authorize(actor: Actor, commandType: string): void {
  if (actor.kind === 'system') return;
  if (isReadOnly(actor) && !readOnlyMay.has(commandType)) throw new ForbiddenError();
  const rule = commandRules[commandType];
  if (!rule) throw new ForbiddenError();
  if (rule === 'anyone') return;
  if (rule.signedIn && !isSignedIn(actor)) throw new UnauthorizedError();
  if (rule.roles && !rule.roles.some((r) => hasRole(actor, r))) throw new ForbiddenError();
}

/**
 * The staff console (issue 11, part 2 §6). Each area of the console is read by
 * the roles listed; each control (a button that runs a command) has a
 * permission name, and the console renders a control only when its name is in
 * the user's allowed-buttons list. The server refuses the command anyway: the
 * calls check the same names, and the commands the rules above.
 */
export const consoleAreas = {
  dashboard: ['staff', 'salesman', 'analyst'],
  goods: ['staff'],
  categories: ['staff'],
  orders: ['staff', 'salesman'],
  returns: ['staff', 'salesman'],
  customers: ['staff', 'salesman'],
  projects: ['staff'],
  proposals: ['staff'],
  designers: ['staff'],
  'discount-codes': ['staff'],
  pricing: ['staff'],
  'sales-chat': ['staff', 'salesman'],
  'event-log': ['staff', 'analyst'],
} as const satisfies Record<string, readonly Role[]>;
export type ConsoleArea = keyof typeof consoleAreas;

/** Each control of the console: who may use it and the command it runs (null: no command, a mail or a read). */
export const consoleButtons = {
  'goods.create': { roles: ['staff'], command: 'ListGoods' },
  'goods.details': { roles: ['staff'], command: 'ChangeGoodsDetails' },
  'goods.price': { roles: ['staff'], command: 'ChangeGoodsPrice' },
  'goods.availability': { roles: ['staff'], command: 'ChangeGoodsAvailability' },
  'goods.stock': { roles: ['staff'], command: 'SetStockLevel' },
  'goods.delist': { roles: ['staff'], command: 'DelistGoods' },
  'categories.create': { roles: ['staff'], command: 'CreateCategory' },
  'categories.rename': { roles: ['staff'], command: 'RenameCategory' },
  'categories.move': { roles: ['staff'], command: 'MoveCategory' },
  'orders.ship': { roles: ['staff'], command: 'ShipOrderLine' },
  'orders.deliver': { roles: ['staff'], command: 'MarkLineDelivered' },
  'orders.refund': { roles: ['staff'], command: 'RefundOrder' },
  'orders.delay': { roles: ['staff'], command: 'GiveDelayNotice' },
  'returns.approve': { roles: ['staff'], command: 'ApproveReturn' },
  'returns.refuse': { roles: ['staff'], command: 'RefuseReturn' },
  'customers.reset-email': { roles: ['staff', 'salesman'], command: 'RequestPasswordReset' },
  'customers.block': { roles: ['staff'], command: 'BlockAccount' },
  'customers.unblock': { roles: ['staff'], command: 'UnblockAccount' },
  'projects.assign': { roles: ['staff'], command: 'AssignDesigner' },
  'discount-codes.create': { roles: ['staff'], command: 'CreateDiscountCode' },
  'discount-codes.end': { roles: ['staff'], command: 'EndDiscountCode' },
  'pricing.choose': { roles: ['staff'], command: 'ChoosePriceVariant' },
} as const satisfies Record<string, { roles: readonly Role[]; command: string | null }>;
export type ConsoleButton = keyof typeof consoleButtons;

export function mayReadConsole(actor: Actor, area: ConsoleArea): boolean {
  return isSignedIn(actor) && (consoleAreas[area] as readonly Role[]).some((r) => hasRole(actor, r));
}

export function mayUseButton(actor: Actor, button: ConsoleButton): boolean {
  return isSignedIn(actor) && (consoleButtons[button].roles as readonly Role[]).some((r) => hasRole(actor, r));
}

/** The areas a user may open in the console (empty: the console answers 'No access.'). */
export function consoleAreasOf(actor: Actor): ConsoleArea[] {
  return (Object.keys(consoleAreas) as ConsoleArea[]).filter((a) => mayReadConsole(actor, a));
}

/** The user's allowed-buttons list (part 2 §6). */
export function allowedButtons(actor: Actor): ConsoleButton[] {
  return (Object.keys(consoleButtons) as ConsoleButton[]).filter((b) => mayUseButton(actor, b));
}

/**
 * Who may read a design project (issue 20): the one place that answers it for
 * every project-scoped call. Its client; its assigned designer (a designer
 * reads only the projects staff assigned to them); staff, any project; a
 * salesman, any project's furniture orders (they answer clients about orders).
 * Anyone else is told the project does not exist.
 */
export type ProjectRef = { readonly clientId: string | null; readonly designerId: string | null };
export type ProjectReader = 'client' | 'designer' | 'staff' | 'salesman';

export function projectReaderOf(actor: Actor, project: ProjectRef): ProjectReader | null {
  if (actor.kind !== 'user') return null;
  if (isReadOnly(actor)) return null;
  if (hasRole(actor, 'staff')) return 'staff';
  if (hasRole(actor, 'designer') && project.designerId !== null && project.designerId === actor.userId) return 'designer';
  if (project.clientId !== null && project.clientId === actor.userId) return 'client';
  if (hasRole(actor, 'salesman')) return 'salesman';
  return null;
}

/** The project's design work (its furniture list, proposals, delivery): its assigned designer and staff. */
export function mayDesignProject(actor: Actor, project: ProjectRef): boolean {
  const reader = projectReaderOf(actor, project);
  return reader === 'designer' || reader === 'staff';
}

/** The shipping of the furniture bought for a project: its client, its assigned designer, staff and salesmen. */
export function mayFollowProjectShipping(actor: Actor, project: ProjectRef): boolean {
  return projectReaderOf(actor, project) !== null;
}
