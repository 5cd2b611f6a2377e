import type { FoldIndex } from '../domain/event-log/folds';
import * as consoleLists from './console/migration';
import { createEventLogProjection } from './event-log/event-log';
import * as eventLog from './event-log/migration';
import * as kafkaOffsets from './kafka-offsets.migration';
import type { Projection, ReadModelMigration } from './projection';
import { createCheckpoints } from './shared';

/**
 * The read models no one context owns (ADR 024): the projection checkpoints and
 * Kafka offsets every projection keeps, the event log over every context's
 * events, and the staff console's list indexes across contexts' tables. A new
 * context does not touch this file: the event log takes its event types from
 * the fold index the composition root builds from the manifests.
 */
export const crossContextMigrations: readonly ReadModelMigration[] = [
  { name: '0002_projection_checkpoints', up: createCheckpoints },
  { name: '0005_kafka_offsets', up: kafkaOffsets.up },
  { name: '0030_event_log_read_models', up: eventLog.up },
  { name: '0033_console_list_indexes', up: consoleLists.up },
];

export const crossContextProjections = (folds: FoldIndex): Projection[] => [createEventLogProjection(folds)];
