import type { AuthProvider } from 'react-admin';
import { call, post } from './http';

/**
 * The console signs in with the site's own session (the cookie): there is no
 * login form here. /api/admin/me says who is using it, the areas their role
 * opens and their allowed-buttons list (part 2 §6). A session that ended sends
 * the browser to /admin again, where the server shows the site's sign-in.
 */
export interface ConsoleUser {
  id: string;
  fullName: string;
  email: string;
  roles: string[];
  areas: string[];
  buttons: string[];
}

let current: Promise<ConsoleUser> | null = null;
export const me = (fresh = false) => {
  if (!current || fresh) current = call<ConsoleUser>('/api/admin/me').then((a) => a.data);
  current.catch(() => (current = null));
  return current;
};

/** Each console resource and the area (domain/authz.ts consoleAreas) it belongs to. */
export const areaOf: Record<string, string> = {
  goods: 'goods',
  categories: 'categories',
  orders: 'orders',
  returns: 'returns',
  customers: 'customers',
  projects: 'projects',
  proposals: 'proposals',
  designers: 'designers',
  'discount-codes': 'discount-codes',
  pricing: 'pricing',
  'sales-chat': 'sales-chat',
  'event-log/streams': 'event-log',
  'event-log/events': 'event-log',
  dashboard: 'dashboard',
  reviews: 'reviews',
  cases: 'cases',
  subscriptions: 'subscriptions',
  renders: 'renders',
  promotions: 'promotions',
};

/** react-admin's own create, edit and delete controls and the button permission each needs. */
const actionButtons: Record<string, Record<string, string>> = {
  goods: { create: 'goods.create', edit: 'goods.details', delete: 'goods.delist' },
  categories: { create: 'categories.create', edit: 'categories.rename' },
  'discount-codes': { create: 'discount-codes.create' },
  cases: { create: 'cases.create' },
  promotions: { create: 'promotions.save', edit: 'promotions.save' },
};

const toSignIn = () => {
  window.location.assign('/admin');
};

export const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: async () => {
    await post('/api/client/logout').catch(() => undefined);
    current = null;
    window.location.assign('/');
    return false;
  },
  checkAuth: async () => {
    await me();
  },
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      current = null;
      toSignIn();
      throw new Error('Please sign in to continue');
    }
  },
  getIdentity: async () => {
    const user = await me();
    return { id: user.id, fullName: user.fullName };
  },
  getPermissions: async () => {
    const user = await me();
    return { roles: user.roles, areas: user.areas, buttons: user.buttons };
  },
  canAccess: async ({ resource, action }) => {
    const user = await me();
    const area = areaOf[resource];
    if (!area || !user.areas.includes(area)) return false;
    if (action === 'list' || action === 'show' || action === 'export' || action.startsWith('read')) return true;
    const button = actionButtons[resource]?.[action];
    return button ? user.buttons.includes(button) : false;
  },
};
