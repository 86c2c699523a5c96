import { type Kysely, sql } from 'kysely';

/** The profile's list fields: one row per chosen code, so matching and prescription review can query them. */
const PROFILE_LISTS = [
  ['user_language', 'language'],
  ['provider_insurance', 'insurance'],
  ['provider_licensed_state', 'us_state'],
  ['provider_specialty', 'specialty'],
] as const;

/**
 * The account page: profile fields, the provider sub-object, the practice picture and its geocoded
 * position, and each person's notification preferences.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('app_user')
    .addColumn('bio', 'text')
    .addColumn('gender', 'smallint')
    .addColumn('gender_other', 'text')
    .addColumn('faith', 'text')
    .addColumn('faith_other', 'text')
    .addColumn('sexual_orientation', 'text')
    .addColumn('race', 'text')
    .addColumn('pronouns', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('language_other', 'jsonb')
    .addColumn('profile_pic', 'text')
    .addColumn('picture_id', 'text')
    .addColumn('npi', 'text')
    .addColumn('years_practiced', 'integer')
    .addColumn('specialty_other', 'jsonb')
    .execute();
  await sql`alter table app_user add constraint app_user_bio_length check (char_length(bio) <= 1000)`.execute(
    db,
  );
  await sql`alter table app_user add constraint app_user_years_practiced_min check (years_practiced >= 0)`.execute(
    db,
  );

  for (const [table, column] of PROFILE_LISTS) {
    await db.schema
      .createTable(table)
      .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
      .addColumn(column, 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${table}_pkey`, ['user_id', column])
      .execute();
    // "Who is licensed in NJ", "who practices dermatology": looked up by the code, not the user.
    await db.schema.createIndex(`${table}_${column}_idx`).on(table).column(column).execute();
  }

  await db.schema
    .alterTable('organization')
    .addColumn('profile_pic', 'text')
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .execute();
  // The billing migration may have added it already; the practice view shows it to admins.
  await sql`alter table organization add column if not exists payment_customer_id text`.execute(db);

  await db.schema
    .createTable('notification_setting')
    .addColumn('user_id', 'text', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('email', 'boolean', (c) => c.notNull())
    .addColumn('phone', 'boolean', (c) => c.notNull())
    .addColumn('updated_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('notification_setting_pkey', ['user_id', 'type'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_setting').ifExists().execute();
  for (const [table] of PROFILE_LISTS) await db.schema.dropTable(table).ifExists().execute();
  await db.schema
    .alterTable('organization')
    .dropColumn('profile_pic')
    .dropColumn('latitude')
    .dropColumn('longitude')
    .execute();
  await sql`alter table app_user drop constraint if exists app_user_bio_length`.execute(db);
  await sql`alter table app_user drop constraint if exists app_user_years_practiced_min`.execute(db);
  for (const column of [
    'bio',
    'gender',
    'gender_other',
    'faith',
    'faith_other',
    'sexual_orientation',
    'race',
    'pronouns',
    'date_of_birth',
    'language_other',
    'profile_pic',
    'picture_id',
    'npi',
    'years_practiced',
    'specialty_other',
  ]) {
    await db.schema.alterTable('app_user').dropColumn(column).execute();
  }
}
