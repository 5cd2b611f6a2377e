import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local HTTP server speaking the part of Stripe's REST protocol the Stripe
 * adapter uses (never the internet): form-encoded bodies with bracketed keys,
 * Bearer authentication, Idempotency-Key replays (the same key and parameters
 * answer the first response; other parameters are an idempotency_error; a
 * concurrent repeat waits for the first), Stripe's error JSON (card_error with
 * code and decline_code, invalid_request_error) and Stripe's test card numbers.
 */

type Params = Record<string, unknown>;
interface Answer {
  status: number;
  body: unknown;
}

const declines: Record<string, { code: string; decline_code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000119': { code: 'processing_error', decline_code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};

const brandOf = (n: string) => (/^4/.test(n) ? 'visa' : /^(5[1-5]|2[2-7])/.test(n) ? 'mastercard' : /^3[47]/.test(n) ? 'amex' : /^6(011|5)/.test(n) ? 'discover' : 'unknown');
function luhn(n: string) {
  let sum = 0;
  for (let i = 0; i < n.length; i++) {
    let d = Number(n[n.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return n.length >= 12 && sum % 10 === 0;
}

/** `a[b][c]=1` → { a: { b: { c: '1' } } } */
function parseForm(body: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const cardError = (code: string, message: string, extra: Params = {}): Answer => ({ status: 402, body: { error: { type: 'card_error', code, message, ...extra } } });
const invalid = (message: string, status = 400, param?: string): Answer => ({ status, body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } } });
const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export interface StripeFake {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Every request as Stripe received it (method, path, idempotency key, parameters). */
  requests: Array<{ method: string; path: string; idempotencyKey: string | null; params: Params }>;
  /** PaymentIntents that succeeded (what a Stripe dashboard would show as charges). */
  succeededIntents(): Array<{ id: string; amount: number; metadata: Record<string, string> }>;
  /** What has been refunded of a PaymentIntent, in cents. */
  refundedCents(paymentIntentId: string): number;
  /** The next `n` requests answer 500 (Stripe's api_error), to show retries and unavailability. */
  failNext(n: number): void;
  /** A signed webhook header for `payload`, as Stripe sends it. */
  sign(payload: string, timestamp?: number): string;
  close(): Promise<void>;
}

export async function startStripeFake(): Promise<StripeFake> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const methods = new Map<string, { id: string; number: string; brand: string; exp_month: number; exp_year: number; name: string; metadata: Record<string, string> }>();
  const intents = new Map<string, { id: string; amount: number; metadata: Record<string, string>; refunded: number; status: string }>();
  const idempotent = new Map<string, { fingerprint: string; answer: Promise<Answer> }>();
  const requests: StripeFake['requests'] = [];
  let failures = 0;

  const publicMethod = (m: { id: string; brand: string; number: string; exp_month: number; exp_year: number; name: string; metadata: Record<string, string> }) => ({
    id: m.id, object: 'payment_method', type: 'card', billing_details: { name: m.name }, metadata: m.metadata,
    card: { brand: m.brand, last4: m.number.slice(-4), exp_month: m.exp_month, exp_year: m.exp_year, funding: 'credit', country: 'US' },
  });

  function handle(method: string, path: string, params: Params): Answer {
    if (method === 'POST' && path === '/v1/payment_methods') {
      const card = (params.card ?? {}) as Record<string, string>;
      const number = String(card.number ?? '').replace(/\s/g, '');
      if (params.type !== 'card') return invalid('Invalid payment method type', 400, 'type');
      if (!luhn(number) || brandOf(number) === 'unknown') return cardError('incorrect_number', 'Your card number is incorrect.', { param: 'number' });
      const expMonth = Number(card.exp_month);
      const expYear = Number(card.exp_year);
      if (!(expMonth >= 1 && expMonth <= 12)) return cardError('invalid_expiry_month', "Your card's expiration month is invalid.", { param: 'exp_month' });
      if (!(expYear >= new Date().getUTCFullYear())) return cardError('invalid_expiry_year', "Your card's expiration year is invalid.", { param: 'exp_year' });
      if (!/^\d{3,4}$/.test(String(card.cvc ?? ''))) return cardError('invalid_cvc', "Your card's security code is invalid.", { param: 'cvc' });
      const pm = { id: id('pm'), number, brand: brandOf(number), exp_month: expMonth, exp_year: expYear, name: String((params.billing_details as Params | undefined)?.name ?? ''), metadata: (params.metadata ?? {}) as Record<string, string> };
      methods.set(pm.id, pm);
      return { status: 200, body: publicMethod(pm) };
    }
    const pmMatch = /^\/v1\/payment_methods\/([^/]+)$/.exec(path);
    if (method === 'GET' && pmMatch) {
      const pm = methods.get(pmMatch[1]!);
      return pm ? { status: 200, body: publicMethod(pm) } : invalid(`No such PaymentMethod: '${pmMatch[1]}'`, 404, 'payment_method');
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!Number.isInteger(amount) || amount < 50) return invalid('Amount must be at least $0.50 usd', 400, 'amount');
      if (params.currency !== 'usd') return invalid('Invalid currency', 400, 'currency');
      const pm = methods.get(String(params.payment_method ?? ''));
      if (!pm) return invalid(`No such PaymentMethod: '${String(params.payment_method)}'`, 400, 'payment_method');
      const automatic = params.automatic_payment_methods as Params | undefined;
      if (params.confirm === 'true' && automatic?.enabled === 'true' && automatic.allow_redirects !== 'never' && !params.return_url)
        return invalid('You must provide a `return_url` when confirming a PaymentIntent with redirect-based payment methods allowed.', 400, 'return_url');
      const pi = { id: id('pi'), amount, metadata: (params.metadata ?? {}) as Record<string, string>, refunded: 0, status: 'requires_confirmation' };
      intents.set(pi.id, pi);
      const decline = declines[pm.number];
      const view = () => ({ id: pi.id, object: 'payment_intent', amount, amount_received: pi.status === 'succeeded' ? amount : 0, currency: 'usd', status: pi.status, payment_method: pm.id, metadata: pi.metadata, description: params.description ?? null });
      if (params.confirm !== 'true') return { status: 200, body: view() };
      if (decline) {
        pi.status = 'requires_payment_method';
        return cardError(decline.code, decline.message, { decline_code: decline.decline_code, payment_intent: view() });
      }
      pi.status = 'succeeded';
      return { status: 200, body: view() };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(String(params.payment_intent ?? ''));
      if (!pi || pi.status !== 'succeeded') return invalid(`No such payment_intent: '${String(params.payment_intent)}'`, 400, 'payment_intent');
      const amount = params.amount === undefined ? pi.amount - pi.refunded : Number(params.amount);
      if (!Number.isInteger(amount) || amount <= 0) return invalid('Invalid positive integer', 400, 'amount');
      if (pi.refunded + amount > pi.amount)
        return invalid(`Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${((pi.amount - pi.refunded) / 100).toFixed(2)})`, 400, 'amount');
      pi.refunded += amount;
      return { status: 200, body: { id: id('re'), object: 'refund', amount, payment_intent: pi.id, status: 'succeeded' } };
    }
    return invalid(`Unrecognized request URL (${method}: ${path}).`, 404);
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        const send = ({ status, body }: Answer, headers: Record<string, string> = {}) => {
          res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req'), ...headers });
          res.end(JSON.stringify(body));
        };
        const url = new URL(req.url ?? '/', 'http://stripe.local');
        const raw = Buffer.concat(chunks).toString('utf8');
        const params = req.method === 'GET' ? Object.fromEntries(url.searchParams) : parseForm(raw);
        const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
        requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key, params });
        if (req.headers.authorization !== `Bearer ${secretKey}`)
          return send({ status: 401, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } } });
        if (failures > 0) {
          failures--;
          return send({ status: 500, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } });
        }
        if (req.method === 'POST' && key) {
          const fingerprint = `${url.pathname} ${raw}`;
          const prior = idempotent.get(key);
          if (prior) {
            if (prior.fingerprint !== fingerprint)
              return send({ status: 400, body: { error: { type: 'idempotency_error', message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.` } } });
            return send(await prior.answer, { 'idempotent-replayed': 'true' });
          }
          const answer = Promise.resolve(handle('POST', url.pathname, params));
          idempotent.set(key, { fingerprint, answer });
          return send(await answer);
        }
        send(handle(req.method ?? 'GET', url.pathname, params));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const signer = new Stripe(secretKey);
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    secretKey,
    webhookSecret,
    requests,
    succeededIntents: () => [...intents.values()].filter((i) => i.status === 'succeeded').map(({ id: piId, amount, metadata }) => ({ id: piId, amount, metadata })),
    refundedCents: (piId) => intents.get(piId)?.refunded ?? 0,
    failNext: (n) => {
      failures = n;
    },
    sign: (payload, timestamp) => signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, ...(timestamp ? { timestamp } : {}) }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
