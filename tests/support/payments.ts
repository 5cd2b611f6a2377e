import type { Runtime } from '../../infra/runtime';

/**
 * The payments (issue 21) whose purpose has these fields, with how each ended: a
 * purpose paid through the one payment process shows here as 'PaymentSettled'.
 */
export async function paymentsFor(runtime: Runtime, purpose: Record<string, string>): Promise<Array<{ paymentId: string; ended: string | null; chargeKey: string | null }>> {
  const { rows } = await runtime.db.raw<{ rows: Array<{ payment_id: string; ended: string | null; charge_key: string | null }> }>(
    `SELECT r.data->>'paymentId' AS payment_id,
            (SELECT e.type FROM es_events e WHERE e.stream_id = r.stream_id AND e.type IN ('PaymentSettled', 'PaymentRefused', 'PaymentDeclined', 'PaymentAbandoned', 'PaymentRefunded')
              ORDER BY e.stream_position DESC LIMIT 1) AS ended,
            (SELECT c.idempotency_key FROM payment_sandbox_charges c WHERE c.idempotency_key = r.data->>'paymentId') AS charge_key
       FROM es_events r WHERE r.type = 'PaymentRequested' AND r.data->'purpose' @> ?::jsonb ORDER BY r.global_position`,
    [JSON.stringify(purpose)],
  );
  return rows.map((r) => ({ paymentId: r.payment_id, ended: r.ended, chargeKey: r.charge_key }));
}
