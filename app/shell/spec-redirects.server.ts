import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/**
 * Spec addresses (part 2 route table) whose job another page here already does:
 * each sends the browser there, keeping the query where the target reads it.
 * All of them are on-site paths built here, never taken from the request.
 */

/** The product's name in the spec's `{product}` routes (/{product}EntryPage/orderPay, /customer/{product}gpt). */
export const productSlug = 'roomcraft';

const queryOf = (request: Request) => new URL(request.url).searchParams;
const withQuery = (path: string, request: Request) => `${path}${new URL(request.url).search}`;
/** An order id as the order pages take it. */
const orderIdOf = (request: Request) => {
  const q = queryOf(request);
  const id = q.get('orderId') ?? q.get('id') ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
};

/** /client/account: the account overview (/client). */
export const clientAccount = ({ request }: LoaderFunctionArgs) => redirect(withQuery('/client', request));

/** /client/plan: the client's plan — the AI Designer subscription, its renewal and cancel (/remodel/success). */
export const clientPlan = () => redirect('/remodel/success');

/** /client/order/detail?id=…: that order's page (/order/detail/{id}); without an id, the order list. */
export const clientOrderDetail = ({ request }: LoaderFunctionArgs) => {
  const id = orderIdOf(request);
  return redirect(id ? `/order/detail/${encodeURIComponent(id)}` : '/client/order');
};

/** /client/order/return?id=…: starting a return of that order (/order/return/{id}); without an id, the order list. */
export const clientOrderReturn = ({ request }: LoaderFunctionArgs) => {
  const id = orderIdOf(request);
  return redirect(id ? `/order/return/${encodeURIComponent(id)}` : '/client/order');
};

/** /payment/payStep/first: the first checkout step, shipping (the checkout's choices ride in the query). */
export const payStepFirst = ({ request }: LoaderFunctionArgs) => redirect(withQuery('/payment/payStep/shipping', request));

/** /hidden/design: the designer's workspace; with needId, that project's proposals. */
export const hiddenDesign = ({ request }: LoaderFunctionArgs) => {
  const needId = queryOf(request).get('needId') ?? '';
  return redirect(/^[A-Za-z0-9_-]{1,64}$/.test(needId) ? `/hidden/project/proposal?${new URLSearchParams({ needId })}` : '/hidden/project/index');
};

/**
 * /{product}EntryPage/orderPay?orderId=…: paying an order from outside the shop
 * (a mailed link): where the order's payment stands (/payment/processing, which
 * moves on to the confirmation once paid); without an order, the checkout.
 */
export const entryOrderPay = ({ request, params }: LoaderFunctionArgs) => {
  if ((params.entry ?? '').toLowerCase() !== `${productSlug}entrypage`) throw new Response('Not found', { status: 404 });
  const id = orderIdOf(request);
  return redirect(id ? `/payment/processing?${new URLSearchParams({ orderId: id })}` : '/payment/index/checkout');
};

/** /customer/{product}gpt: the AI room designer (/design/roomGpt), with its room type; any other /customer/… is not a page. */
export const customerPage = ({ request, params }: LoaderFunctionArgs) => {
  if ((params.page ?? '').toLowerCase() !== `${productSlug}gpt`) throw new Response('Not found', { status: 404 });
  return redirect(withQuery('/design/roomGpt', request));
};

/** A design case id as the case pages take it. */
const caseIdOf = (request: Request) => {
  const q = queryOf(request);
  const id = q.get('id') ?? q.get('caseId') ?? '';
  return /^[A-Za-z0-9_-]{1,80}$/.test(id) ? id : null;
};

/** /details?id=…: a finished design's details — its design case's page; without one, the cases. */
export const designDetails = ({ request }: LoaderFunctionArgs) => {
  const id = caseIdOf(request);
  return redirect(id ? `/design/case/${encodeURIComponent(id)}` : '/design/case');
};

/** /detail-products?id=…: a finished design's products — its case's "Shop this room"; without one, the cases. */
export const designDetailProducts = ({ request }: LoaderFunctionArgs) => {
  const id = caseIdOf(request);
  return redirect(id ? `/design/case/${encodeURIComponent(id)}#case-products` : '/design/case');
};
