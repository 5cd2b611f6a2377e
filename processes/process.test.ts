import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCommand } from '../domain/shared/command-definition';
import type { Command, Decider, Event } from '../domain/shared/messages';
import { defineProcess, defineReactor } from './process';
import { workflowSpec } from './testing';

type Seen = Event<'ThingSeen', { thingId: string; ownerId: string }> | Event<'ThingGone', { thingId: string }>;
type CountThing = Command<'CountThing', { thingId: string; times: number }>;
const noDecider: Decider<null, CountThing, Event> = { initialState: () => null, evolve: () => null, decide: () => [] };
const Count = defineCommand({ type: 'CountThing', schema: z.object({ thingId: z.string(), times: z.number() }), streamId: (d) => `count-${d.thingId}`, decider: noDecider });

const counter = defineProcess<Seen>()({
  name: 'thing-counter',
  handles: ['ThingSeen', 'ThingGone'],
  instanceOf: (e) => e.data.thingId,
  initialState: () => ({ seen: 0, gone: false }),
  evolve: (s, e) => (e.type === 'ThingSeen' ? { ...s, seen: s.seen + 1 } : { ...s, gone: true }),
  decide: (e, s) => (e.type === 'ThingSeen' && !s.gone ? [{ command: Count, input: { thingId: e.data.thingId, times: s.seen + 1 } }] : []),
});

const greeter = defineReactor<Seen>()({
  name: 'thing-greeter',
  handles: ['ThingSeen'],
  react: (e, env) => (e.type === 'ThingSeen' ? [{ mail: { toUserId: e.data.ownerId, subject: 'Seen', text: `${env.siteUrl}/thing/${e.data.thingId}`, kind: 'thing' }, key: 'hello' }] : []),
});

describe('workflowSpec', () => {
  it('evolves the given events of the same instance only, then compares what decide answers', () => {
    workflowSpec(counter)
      .given([
        { type: 'ThingSeen', data: { thingId: 't1', ownerId: 'u1' } },
        { type: 'ThingSeen', data: { thingId: 't2', ownerId: 'u1' } },
      ])
      .when({ type: 'ThingSeen', data: { thingId: 't1', ownerId: 'u1' } })
      .then([{ command: 'CountThing', input: { thingId: 't1', times: 2 } }]);
    workflowSpec(counter)
      .given([{ type: 'ThingGone', data: { thingId: 't1' } }])
      .when({ type: 'ThingSeen', data: { thingId: 't1', ownerId: 'u1' } })
      .thenNothing();
  });

  it('fails when the outputs differ (a spec can fail)', () => {
    expect(() =>
      workflowSpec(counter).given([]).when({ type: 'ThingSeen', data: { thingId: 't1', ownerId: 'u1' } }).then([{ command: 'CountThing', input: { thingId: 't1', times: 5 } }]),
    ).toThrow();
  });

  it('a reactor keeps no state and answers per event, with the site address from its env', () => {
    workflowSpec(greeter, { siteUrl: 'https://shop.example' })
      .given([])
      .when({ type: 'ThingSeen', data: { thingId: 't9', ownerId: 'u7' }, streamId: 'thing-t9' })
      .then([{ mail: { toUserId: 'u7', subject: 'Seen', text: 'https://shop.example/thing/t9', kind: 'thing' }, key: 'hello' }]);
    expect(greeter.stateless).toBe(true);
    expect(greeter.instanceOf({ streamId: 'thing-t9' } as never)).toBe('thing-t9');
  });
});
