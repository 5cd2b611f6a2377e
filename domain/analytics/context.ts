import { defineContext } from '../shared/bounded-context';

/**
 * Analytics (issue 26, ADR 056): funnels, conversion by channel, campaign and
 * landing page, cohorts and revenue per visitor for analysts. It records
 * nothing of its own: its read models are projections of the other contexts'
 * events and of the tracking facts (domain/tracking/events.ts), so a replay
 * answers a new question for the past.
 */
export const analyticsContext = defineContext({
  name: 'analytics',
  commands: {},
  rules: {},
  streams: [],
});
