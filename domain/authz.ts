import { ForbiddenError, UnauthorizedError } from './shared/errors';
import type { Actor, Role } from './shared/messages';

/**
 * The one place that decides who may run a command. The command pipeline asks
 * it before loading the stream, with the rules every context's manifest gives
 * its commands (`domain/<context>/context.ts`, gathered by the composition root:
 * ADR 024). A command without a rule is refused: deny by default; a command
 * whose rule is `system` is run only by the system (seeding, processes, the app
 * once it has checked what the command needs).
 */
export type Rule = { signedIn: boolean; roles?: readonly Role[] } | 'anyone' | 'system';

/** Every command's rule, by command type. */
export type CommandRules = Readonly<Record<string, Rule>>;

export const anyone: Rule = 'anyone';
export const system: Rule = 'system';
export const staff: Rule = { signedIn: true, roles: ['staff'] };
/** Any signed-in user; decide checks that they act on their own account (assertActsFor). */
export const signedIn: Rule = { signedIn: true };
/** A project's designer or staff (decide checks it is their project). */
export const designerOrStaff: Rule = { signedIn: true, roles: ['designer', 'staff'] };

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

export function authorize(actor: Actor, commandType: string, rules: CommandRules): void {
  if (actor.kind === 'system') return;
  if (isReadOnly(actor) && !readOnlyMay.has(commandType)) throw new ForbiddenError();
  const rule = Object.hasOwn(rules, commandType) ? rules[commandType] : undefined;
  if (!rule || rule === 'system') throw new ForbiddenError();
  if (rule === 'anyone') return;
  if (rule.signedIn && !isSignedIn(actor)) throw new UnauthorizedError();
  if (rule.roles && !rule.roles.some((r) => hasRole(actor, r))) throw new ForbiddenError();
}

/**
 * The staff console (issue 11, part 2 §6). Each area of the console is read by
 * the roles listed; each control (a button that runs a command) has a
 * permission name, and the console renders a control only when its name is in
 * the user's allowed-buttons list. The server refuses the command anyway: the
 * calls check the same names, and the commands their rules.
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
  reviews: ['staff'],
  cases: ['staff'],
  subscriptions: ['staff'],
  renders: ['staff'],
  experiments: ['staff'],
  promotions: ['staff'],
  analytics: ['staff', 'analyst'],
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
  'reviews.approve': { roles: ['staff'], command: 'ApproveProductReview' },
  'reviews.reject': { roles: ['staff'], command: 'RejectProductReview' },
  'reviews.hide': { roles: ['staff'], command: 'HideProductReview' },
  'cases.create': { roles: ['staff'], command: 'AuthorDesignCase' },
  'cases.publish': { roles: ['staff'], command: 'PublishDesignCase' },
  'cases.unpublish': { roles: ['staff'], command: 'UnpublishDesignCase' },
  'experiments.create': { roles: ['staff'], command: 'CreateExperiment' },
  'experiments.start': { roles: ['staff'], command: 'StartExperiment' },
  'experiments.stop': { roles: ['staff'], command: 'StopExperiment' },
  'promotions.save': { roles: ['staff'], command: 'SavePromotion' },
  'promotions.withdraw': { roles: ['staff'], command: 'WithdrawPromotion' },
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

/**
 * A project's room photos (issue 23). Its owner — the client, or the visitor
 * who drafts it before signing in — adds, captions and removes them and asks
 * for a phone code (staff too, for support). They are seen by the owner and
 * by the project's readers but salesmen (its designer, staff): they are part
 * of the brief, not of the furniture's orders. A phone with a valid code may
 * only add photos (decide checks the code); it sees nothing.
 */
export type ProjectOwnerRef = { readonly kind: 'client'; readonly clientId: string } | { readonly kind: 'visitor'; readonly visitorId: string };

export function ownsProject(actor: Actor, owner: ProjectOwnerRef): boolean {
  if (actor.kind === 'system' || hasRole(actor, 'staff')) return !isReadOnly(actor);
  if (owner.kind === 'client') return actor.kind === 'user' && actor.userId === owner.clientId;
  return (actor.kind === 'visitor' && actor.visitorId === owner.visitorId) || (actor.kind === 'user' && actor.visitorId === owner.visitorId);
}

export function maySeeRoomPhotos(actor: Actor, project: ProjectRef & { readonly owner: ProjectOwnerRef }): boolean {
  if (ownsProject(actor, project.owner)) return true;
  const reader = projectReaderOf(actor, project);
  return reader === 'client' || reader === 'designer' || reader === 'staff';
}
