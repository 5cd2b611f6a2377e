import { it } from 'vitest';
import { folds, projections } from '../../../composition-root/registry';
import { logEventsTable, logStreamsTable } from '../../../projections/event-log/event-log';
import { describeProjection, type GivenEvent } from '../../support/projection-spec';

/** A stream of each kind: its prefix and an id (a single stream, such as categorytree-main, is named whole). */
const streamOf = (prefix: string) => (prefix.endsWith('-') ? `${prefix}spec` : prefix);
const { streamFolds } = folds;
const eventLogProjection = projections.find((p) => p.name === 'event-log')!;
const everyType: GivenEvent[] = streamFolds.flatMap((f) => f.eventTypes.map((type) => ({ type, data: { note: type }, streamId: streamOf(f.prefix) })));

describeProjection(eventLogProjection, ({ given }) => {
  it('logs an event of every type the aggregates record, under its stream’s context and prefix, in feed order', () =>
    given(...everyType).then({
      [logEventsTable]: everyType.map((e, i) => {
        const fold = streamFolds.find((f) => f.eventTypes.includes(e.type) && streamOf(f.prefix) === e.streamId)!;
        return { position: i + 1, stream_id: e.streamId, context: fold.context, prefix: fold.prefix, type: e.type, data: { note: e.type } };
      }),
    }));

  it('keeps no secret: hashed or not, a secret field shows as [redacted], however deep', () =>
    given({
      type: 'AccountRegistered',
      streamId: 'identity-u1',
      data: { userId: 'u1', email: 'ada@example.com', passwordHash: 'scrypt$abc', activationCodeHash: 'h', nested: { tokenHash: 't', cards: [{ token: 'tok_1', last4: '4242' }] } },
    }).then({
      [logEventsTable]: [{ type: 'AccountRegistered', data: { userId: 'u1', email: 'ada@example.com', passwordHash: '[redacted]', activationCodeHash: '[redacted]', nested: { tokenHash: '[redacted]', cards: [{ token: '[redacted]', last4: '4242' }] } } }],
    }));

  it('names who did it and the command, as the pipeline recorded them; a stream no aggregate owns is listed as unknown', () =>
    given(
      { type: 'ProfileUpdated', streamId: 'identity-u1', data: { userId: 'u1', username: 'Ada' }, metadata: { actor: { kind: 'user', userId: 'u1', email: 'ada@example.com', roles: ['client'] }, commandId: 'cmd-1' } },
      { type: 'CartCleared', streamId: 'cart-v1', data: { ownerId: 'v1' }, metadata: { actor: { kind: 'visitor', visitorId: 'v1' }, commandId: 'cmd-2' } },
      { type: 'GoodsListed', streamId: 'goods-g1', data: { goodsId: 'g1' }, metadata: { actor: { kind: 'system' } } },
      { type: 'GoodsDelisted', streamId: 'legacy-g1', data: { goodsId: 'g1' }, metadata: {} },
    ).then({
      [logEventsTable]: [
        { type: 'ProfileUpdated', actor_kind: 'user', actor_id: 'u1', command_id: 'cmd-1', context: 'identity', prefix: 'identity-' },
        { type: 'CartCleared', actor_kind: 'visitor', actor_id: 'v1', command_id: 'cmd-2', context: 'cart', prefix: 'cart-' },
        { type: 'GoodsListed', actor_kind: 'system', actor_id: 'system', command_id: null, context: 'catalogue', prefix: 'goods-' },
        { type: 'GoodsDelisted', actor_kind: 'unknown', actor_id: null, command_id: null, context: 'unknown', prefix: '' },
      ],
    }));

  it('counts each stream: its events, first and last position and time, and last type', () =>
    given(
      { type: 'CartLineAdded', streamId: 'cart-c1', data: {}, at: '2026-01-01T10:00:00.000Z' },
      { type: 'GoodsListed', streamId: 'goods-g1', data: {}, at: '2026-01-01T10:01:00.000Z' },
      { type: 'CartLineRemoved', streamId: 'cart-c1', data: {}, at: '2026-01-01T10:02:00.000Z' },
      { type: 'CartCleared', streamId: 'cart-c1', data: {}, at: '2026-01-01T10:03:00.000Z' },
    ).then({
      [logStreamsTable]: [
        { stream_id: 'cart-c1', context: 'cart', prefix: 'cart-', event_count: 3, first_position: 1, last_position: 4, first_at: '2026-01-01T10:00:00.000Z', last_at: '2026-01-01T10:03:00.000Z', last_type: 'CartCleared' },
        { stream_id: 'goods-g1', context: 'catalogue', prefix: 'goods-', event_count: 1, first_position: 2, last_position: 2, first_at: '2026-01-01T10:01:00.000Z', last_at: '2026-01-01T10:01:00.000Z', last_type: 'GoodsListed' },
      ],
    }));
});
