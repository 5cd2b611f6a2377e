import type { Config } from '../config';

/**
 * The affiliate partner's conversions port (issue 26, ADR 054) and its adapter
 * over HTTP, speaking Impact's Conversions API: POST {IMPACT_URL} with Basic
 * authentication (account SID : auth token) and a JSON body (CampaignId,
 * EventDate, OrderId, CurrencyCode, Amount, MediaPartnerId, ClickId, …);
 * Impact answers 200 with `{ Status: "QUEUED", QueuedUri }` and dedupes by
 * OrderId. Nothing about the buyer (no e-mail, name or address) is sent.
 */
export interface Conversion {
  orderId: string;
  /** ISO time the order was paid. */
  eventDate: string;
  amountCents: number;
  /** pub_id of the touch, when the partner sent the visitor. */
  mediaPartnerId: string | null;
  /** The click id the landing carried (gclid), if any. */
  clickId: string | null;
  /** The campaign of the last touch (utm_campaign), if any. */
  campaign: string | null;
  channel: string;
}

export type ConversionOutcome = { outcome: 'accepted'; partnerId: string | null } | { outcome: 'refused'; message: string };

export interface ConversionPartner {
  report(conversion: Conversion, idempotencyKey: string): Promise<ConversionOutcome>;
}

/** The partner could not be reached or answered 5xx / 429: the step is tried again later. */
export class PartnerUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PartnerUnavailableError';
  }
}

export function impactPartnerFor(config: Pick<Config, 'IMPACT_URL' | 'IMPACT_ACCOUNT_SID' | 'IMPACT_TOKEN' | 'IMPACT_CAMPAIGN_ID' | 'IMPACT_TIMEOUT_MS'>): ConversionPartner | null {
  const { IMPACT_URL: url, IMPACT_ACCOUNT_SID: sid, IMPACT_TOKEN: token, IMPACT_CAMPAIGN_ID: campaignId } = config;
  if (!url || !sid || !token || !campaignId) return null;
  const authorization = `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`;
  return {
    async report(conversion, idempotencyKey) {
      const body = {
        CampaignId: campaignId,
        EventDate: conversion.eventDate,
        OrderId: conversion.orderId,
        CurrencyCode: 'USD',
        Amount: (conversion.amountCents / 100).toFixed(2),
        ...(conversion.mediaPartnerId ? { MediaPartnerId: conversion.mediaPartnerId } : {}),
        ...(conversion.clickId ? { ClickId: conversion.clickId } : {}),
        ...(conversion.campaign ? { Text1: conversion.campaign } : {}),
        Text2: conversion.channel,
      };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': idempotencyKey },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(config.IMPACT_TIMEOUT_MS),
        });
      } catch (error) {
        // The address only: the credentials are in a header, never in a message.
        throw new PartnerUnavailableError(`The conversions partner did not answer (${error instanceof Error ? error.name : 'error'})`);
      }
      const text = await response.text().catch(() => '');
      if (response.status >= 500 || response.status === 429 || response.status === 408) throw new PartnerUnavailableError(`The conversions partner answered ${response.status}`);
      if (!response.ok) return { outcome: 'refused', message: `The partner answered ${response.status}: ${text.slice(0, 200)}` };
      let partnerId: string | null = null;
      try {
        const json = JSON.parse(text) as { QueuedUri?: unknown; Id?: unknown };
        partnerId = typeof json.QueuedUri === 'string' ? json.QueuedUri.slice(0, 120) : typeof json.Id === 'string' ? json.Id.slice(0, 120) : null;
      } catch {
        // An answer without JSON is still an acceptance.
      }
      return { outcome: 'accepted', partnerId };
    },
  };
}
