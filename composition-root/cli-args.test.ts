import { describe, expect, it } from 'vitest';
import { parseExportArgs, parseMoment, parseReplayArgs, UsageError } from './cli-args';

describe('npm run events -- export arguments', () => {
  it('reads positions, times, types, a stream prefix, an output and a batch size', () => {
    expect(parseExportArgs(['export', '--from', '10', '--to=2026-11-20T10:00:00Z', '--types', 'OrderPlaced,OrderPaid', '--stream-prefix', 'order-', '--out', 'x.ndjson', '--batch-size', '50'])).toEqual({
      filter: { fromPosition: 10, toTime: '2026-11-20T10:00:00.000Z', types: ['OrderPlaced', 'OrderPaid'], streamPrefix: 'order-' },
      out: 'x.ndjson',
      batchSize: 50,
    });
    expect(parseExportArgs(['export'])).toEqual({ filter: {}, out: null, batchSize: 1000 });
  });

  it.each([
    [['export', '--types', 'Nope'], 'Unknown event type: Nope'],
    [['export', '--from', 'yesterday'], '--from takes a global position (a whole number) or an ISO time such as 2026-11-20T10:00:00Z, not "yesterday"'],
    [['export', '--from', '9', '--to', '3'], '--from is after --to'],
    [['export', '--colour', 'red'], 'Unknown option --colour'],
    [['export', '--out'], '--out needs a value'],
    [['export', '--batch-size', '0'], '--batch-size is a whole number from 1 to 10000'],
    [['import'], 'Unknown command: import'],
    [[], 'Say what to do: export'],
  ])('refuses %j: %s', (args, message) => {
    expect(() => parseExportArgs(args)).toThrow(new UsageError(message));
  });
});

describe('npm run replay arguments', () => {
  const names = ['orders', 'catalogue-goods'];
  it('rebuilds, replays until a position or a time, lists and drops', () => {
    expect(parseReplayArgs(['orders'], names)).toEqual({ kind: 'rebuild', projection: 'orders' });
    expect(parseReplayArgs(['orders', '--until', '1200'], names)).toEqual({ kind: 'until', projection: 'orders', until: { position: 1200 } });
    expect(parseReplayArgs(['orders', '--until', '2026-11-20'], names)).toEqual({ kind: 'until', projection: 'orders', until: { time: '2026-11-20T00:00:00.000Z' } });
    expect(parseReplayArgs(['--list'], names)).toEqual({ kind: 'list' });
    expect(parseReplayArgs(['--drop', 'replay_orders_12'], names)).toEqual({ kind: 'drop', schema: 'replay_orders_12' });
  });

  it('says what is wrong', () => {
    expect(() => parseReplayArgs(['nope'], names)).toThrow('Unknown projection nope. Projections: orders, catalogue-goods');
    expect(() => parseReplayArgs(['orders', '--until', 'soon'], names)).toThrow('--until takes a global position');
    expect(() => parseReplayArgs(['--until', '5'], names)).toThrow('Name the projection to replay');
    expect(() => parseMoment('until', '99999999999999999999')).toThrow('too large');
  });
});
