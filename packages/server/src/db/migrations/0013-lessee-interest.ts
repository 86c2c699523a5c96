import { type Kysely, sql } from 'kysely';

/**
 * Where providers look for space (the lessee heat map). A row is one search, property view or practice address of
 * an organization, kept as a point on a 0.01° grid (about 1 km): never an exact address. The map only ever shows
 * cells with enough distinct organizations (features/heat-map).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lessee_interest')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) =>
      c.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('iso_location', 'text', (c) => c.notNull())
    .addColumn('us_state', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('SRCH', 'VIEW', 'PRAC')`))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The map asks for a date range, optionally within one state.
  await db.schema
    .createIndex('lessee_interest_created_idx')
    .on('lessee_interest')
    .column('created_on')
    .execute();
  await db.schema
    .createIndex('lessee_interest_state_idx')
    .on('lessee_interest')
    .columns(['us_state', 'created_on'])
    .execute();
  await db.schema
    .createIndex('lessee_interest_organization_idx')
    .on('lessee_interest')
    .column('organization_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('lessee_interest').ifExists().execute();
}
