import type { Knex } from 'knex';
import { boardThumbnailsTable } from './board-thumbnails';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable(boardThumbnailsTable, (t) => {
    t.string('board_id', 64).primary();
    t.string('key', 200).notNullable();
    t.string('owner_id', 64).notNullable();
    t.timestamp('stored_at', { useTz: true }).notNullable();
    t.bigInteger('position').notNullable();
  });
}
