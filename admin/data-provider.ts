import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'react-admin';
import { call, post } from './http';
import { formDimensions, modelFactFields } from './goods/types';

/**
 * One data provider over /api/admin/* in the conventional REST shape: lists
 * take `sort`, `range` and `filter` (JSON texts) and answer `{ list, total }`
 * (and Content-Range); one record is `GET {path}/{id}`; writes are the command
 * endpoints, each with an idempotency key. A resource whose record cannot be
 * created, changed or removed as a whole answers that plainly; its commands are
 * buttons (`command`).
 */
interface ResourceCalls {
  path: string;
  create?: string;
  /** A change to a record as the command calls it takes: one or more POSTs. */
  update?: (id: string, data: Record<string, any>, previous: Record<string, any>) => { path: string; body: unknown }[];
  delete?: (id: string) => { path: string; method: string };
  /** The detail call's answer as a record. */
  one?: (id: string, answer: any) => RaRecord;
}

const enc = encodeURIComponent;

/** Fields of the goods' details command (ChangeGoodsDetails); price and availability are commands of their own. */
const goodsDetailFields = ['name', 'brand', 'description', 'categoryId', 'savedPics', 'dimensions', 'shippingType', 'shippingCost', 'shippingPct', 'vendorId', ...modelFactFields];

/** The edit form's goods as the details command takes them: "from the name" ('') is null, dimensions with no side are none. */
const goodsDetails = (d: Record<string, any>) => ({
  ...d,
  ...Object.fromEntries(modelFactFields.map((f) => [f, d[f] === '' || d[f] === undefined ? null : d[f]])),
  ...('dimensions' in d ? { dimensions: formDimensions(d.dimensions) } : {}),
});

function changed(data: Record<string, any>, previous: Record<string, any>, fields: string[]) {
  return Object.fromEntries(fields.filter((f) => f in data && JSON.stringify(data[f]) !== JSON.stringify(previous[f])).map((f) => [f, data[f]]));
}

export const resources: Record<string, ResourceCalls> = {
  goods: {
    path: '/api/admin/goods',
    create: '/api/admin/goods',
    update: (id, data, previous) => {
      const calls: { path: string; body: unknown }[] = [];
      const details = changed(goodsDetails(data), goodsDetails(previous), goodsDetailFields);
      if (Object.keys(details).length) calls.push({ path: `/api/admin/goods/${enc(id)}/details`, body: { changes: details } });
      return calls;
    },
    delete: (id) => ({ path: `/api/admin/goods/${enc(id)}`, method: 'DELETE' }),
  },
  categories: {
    path: '/api/admin/categories',
    create: '/api/admin/categories',
    update: (id, data, previous) => {
      const calls: { path: string; body: unknown }[] = [];
      if (data.name !== previous.name) calls.push({ path: `/api/admin/categories/${enc(id)}/rename`, body: { name: data.name } });
      if ((data.parentId ?? null) !== (previous.parentId ?? null) || Number(data.sort ?? 0) !== Number(previous.sort ?? 0))
        calls.push({ path: `/api/admin/categories/${enc(id)}/move`, body: { parentId: data.parentId || null, sort: Number(data.sort ?? 0) } });
      return calls;
    },
  },
  orders: { path: '/api/admin/orders' },
  returns: { path: '/api/admin/returns' },
  customers: { path: '/api/admin/customers' },
  projects: { path: '/api/admin/needs' },
  proposals: { path: '/api/admin/proposals' },
  designers: { path: '/api/admin/designers' },
  'discount-codes': { path: '/api/admin/discount-codes', create: '/api/admin/discount-codes' },
  reviews: { path: '/api/admin/reviews' },
  promotions: { path: '/api/admin/promotions', create: '/api/admin/promotions', update: (id, data) => [{ path: `/api/admin/promotions/${enc(id)}`, body: data }] },
  subscriptions: { path: '/api/admin/subscriptions' },
  cases: {
    path: '/api/admin/cases',
    create: '/api/admin/cases',
    // One revision with the form's fields (products as the comma-separated list the form edits).
    update: (id, data) => [{ path: `/api/admin/cases/${enc(id)}/revise`, body: { title: data.title, description: data.description ?? '', roomTypeId: data.roomTypeId, style: data.style, budgetCents: Math.round(Number(data.budgetDollars ?? data.budgetCents / 100) * 100), goodsIds: typeof data.goodsIds === 'string' ? data.goodsIds : (data.goodsIds ?? []).join(', ') } }],
  },
  'event-log/streams': {
    path: '/api/admin/event-log/streams',
    one: (id, answer) => ({ ...answer.stream, id, events: answer.events, eventTotal: answer.total }),
  },
  'event-log/events': { path: '/api/admin/event-log/events' },
};

/** A command's field messages name its input (`changes.dimensions.width`); the form's fields are the record's (`dimensions.width`). */
function asFormErrors(error: unknown): never {
  if (error instanceof HttpError && error.body?.errors) {
    const errors = Object.fromEntries(Object.entries(error.body.errors as Record<string, string>).map(([k, v]) => [k.replace(/^changes\./, ''), v]));
    throw new HttpError(error.message, error.status, { ...error.body, errors });
  }
  throw error;
}

function calls(resource: string): ResourceCalls {
  const found = resources[resource];
  if (!found) throw new Error(`The console has no resource ${resource}`);
  return found;
}

const refused = (what: string, resource: string) => Promise.reject(new Error(`${resource}: ${what} is not something the console does; use the buttons`));

async function list(resource: string, query: { sort?: [string, string]; range: [number, number]; filter: Record<string, unknown> }) {
  const { data } = await call<{ list: any[]; total: number }>(calls(resource).path, { query });
  return { data: data.list, total: data.total };
}

/** Filters without empty values (react-admin keeps cleared inputs as '' or undefined). */
const clean = (filter: Record<string, unknown> = {}) => Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== '' && v !== undefined && v !== null && !(Array.isArray(v) && v.length === 0)));

export interface ConsoleDataProvider extends DataProvider {
  /** A command endpoint (a button): POST with an idempotency key; answers the updated record. */
  command: <T = any>(path: string, body?: unknown) => Promise<{ data: T }>;
  /** A read that is not a list of a resource (dashboard, pricing). */
  read: <T = any>(path: string, query?: Record<string, unknown>) => Promise<{ data: T }>;
}

export const dataProvider: ConsoleDataProvider = {
  getList: (resource, params) => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
    const sort = params.sort?.field ? ([params.sort.field, params.sort.order] as [string, string]) : undefined;
    return list(resource, { sort, range: [(page - 1) * perPage, page * perPage - 1], filter: clean(params.filter) });
  },
  getOne: async (resource, params) => {
    const r = calls(resource);
    const id = String(params.id);
    const { data } = await call<any>(`${r.path}/${enc(id)}`);
    return { data: r.one ? r.one(id, data) : { ...data, id: data?.id ?? params.id } };
  },
  getMany: async (resource, params) => {
    if (params.ids.length === 0) return { data: [] };
    const { data } = await list(resource, { range: [0, params.ids.length - 1], filter: { id: params.ids } });
    return { data };
  },
  getManyReference: (resource, params) => {
    const { page, perPage } = params.pagination;
    const sort = params.sort?.field ? ([params.sort.field, params.sort.order] as [string, string]) : undefined;
    return list(resource, { sort, range: [(page - 1) * perPage, page * perPage - 1], filter: { ...clean(params.filter), [params.target]: params.id } });
  },
  create: async (resource, params) => {
    const r = calls(resource);
    if (!r.create) return refused('creating', resource);
    const { data } = await post<any>(r.create, params.data);
    return { data: { ...params.data, ...data, id: data?.id ?? data?.code ?? data?.promotionId ?? params.data.id } };
  },
  update: async (resource, params) => {
    const r = calls(resource);
    if (!r.update) return refused('changing', resource);
    const id = String(params.id);
    let last: any = null;
    for (const step of r.update(id, params.data, params.previousData ?? {})) last = (await post<any>(step.path, step.body).catch(asFormErrors)).data;
    if (last === null) last = (await call<any>(`${r.path}/${enc(id)}`)).data;
    return { data: { ...last, id: params.id } };
  },
  updateMany: (resource) => refused('changing many at once', resource),
  delete: async (resource, params) => {
    const r = calls(resource);
    if (!r.delete) return refused('removing', resource);
    const step = r.delete(String(params.id));
    const { data } = await call<any>(step.path, { method: step.method });
    return { data: { ...data, id: params.id } };
  },
  deleteMany: async (resource, params) => {
    const r = calls(resource);
    if (!r.delete) return refused('removing', resource);
    for (const id of params.ids) {
      const step = r.delete(String(id));
      await call(step.path, { method: step.method });
    }
    return { data: params.ids as Identifier[] };
  },
  command: (path, body = {}) => post(path, body),
  read: (path, query) => call(path, { query }),
};
