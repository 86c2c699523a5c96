import { type Kysely, sql } from 'kysely';

/**
 * The space marketplace: listings with their rooms, specialties and photos, and the matches between a
 * listing and the organizations it suits. The cube and earthdistance extensions come from 0001-foundation.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('property')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('created_by_user_id', 'text', (c) => c.references('app_user.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('DRFT'))
    .addColumn('address_line_one', 'text', (c) => c.notNull())
    .addColumn('address_line_two', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('us_state', 'text', (c) => c.notNull())
    .addColumn('zipcode', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    // Arrays of reference codes: the matching rule asks "overlaps" questions of them (&&), served by GIN indexes.
    .addColumn('room_types', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('supported_specialties', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('unsupported_specialties', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('rate_cents', 'integer')
    .addColumn('rate_period', 'text')
    .addColumn('room_items', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('photo_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('priority', 'integer')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`alter table property add constraint property_status_check check (status in ('DRFT','LIST','UNLT','DLTD'))`.execute(
    db,
  );
  await sql`alter table property add constraint property_rate_check check (rate_cents is null or rate_cents >= 0)`.execute(
    db,
  );
  await db.schema
    .createIndex('property_organization_idx')
    .on('property')
    .columns(['organization_id', 'status'])
    .execute();
  await sql`create index property_supported_idx on property using gin (supported_specialties)`.execute(db);
  await sql`create index property_state_idx on property (us_state) where status = 'LIST'`.execute(db);
  // "Within 5 miles": a GiST index on the position as an earth point, only for listed properties.
  await sql`create index property_earth_idx on property using gist (ll_to_earth(latitude, longitude)) where status = 'LIST'`.execute(
    db,
  );

  await db.schema
    .createTable('property_match')
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organization.id'))
    .addColumn('property_id', 'text', (c) => c.notNull().references('property.id').onDelete('cascade'))
    .addColumn('matched', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('matched_on', 'timestamptz')
    .addColumn('viewed_on', 'timestamptz')
    .addColumn('sent_introduction_on', 'timestamptz')
    .addPrimaryKeyConstraint('property_match_pkey', ['organization_id', 'property_id'])
    .execute();
  await db.schema
    .createIndex('property_match_property_idx')
    .on('property_match')
    .column('property_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('property_match').ifExists().execute();
  await db.schema.dropTable('property').ifExists().execute();
}
