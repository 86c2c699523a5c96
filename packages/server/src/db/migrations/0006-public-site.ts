import { type Kysely, sql } from 'kysely';

/**
 * The public site's interactive parts: the medication catalogue behind the price picker, contact messages,
 * the mailing list and complimentary therapy-navigation bookings.
 *
 * The catalogue is seeded here (not from feature code) so this migration always produces the same rows.
 * Prices are what a patient pays per 30-day shipment, in cents; a provider still decides whether a
 * medication and strength are right. One option per drug is marked most popular.
 */

interface SeedMedication {
  category: 'ACNE' | 'AXDP' | 'EDYS' | 'HRPS' | 'MIGR' | 'PREP' | 'SCCM';
  name: string;
  dosage: string;
  quantity: number;
  priceCents: number;
  isMostPopular?: boolean;
  /** Sandbox payment price id; the row id is the same with `rxm_` instead of `price_sandbox_`. */
  key: string;
}

const DAY_SUPPLY = 30;

export const MEDICATION_SEED: readonly SeedMedication[] = [
  // Erectile dysfunction: PDE5 inhibitors.
  {
    category: 'EDYS',
    name: 'Sildenafil',
    dosage: '20 mg tablet, as needed',
    quantity: 30,
    priceCents: 3000,
    key: 'sildenafil_20mg_30',
  },
  {
    category: 'EDYS',
    name: 'Sildenafil',
    dosage: '50 mg tablet, as needed',
    quantity: 8,
    priceCents: 3200,
    isMostPopular: true,
    key: 'sildenafil_50mg_8',
  },
  {
    category: 'EDYS',
    name: 'Sildenafil',
    dosage: '100 mg tablet, as needed',
    quantity: 8,
    priceCents: 4000,
    key: 'sildenafil_100mg_8',
  },
  {
    category: 'EDYS',
    name: 'Tadalafil',
    dosage: '5 mg tablet, once daily',
    quantity: 30,
    priceCents: 4500,
    isMostPopular: true,
    key: 'tadalafil_5mg_30',
  },
  {
    category: 'EDYS',
    name: 'Tadalafil',
    dosage: '10 mg tablet, as needed',
    quantity: 8,
    priceCents: 3800,
    key: 'tadalafil_10mg_8',
  },
  {
    category: 'EDYS',
    name: 'Tadalafil',
    dosage: '20 mg tablet, as needed',
    quantity: 8,
    priceCents: 4600,
    key: 'tadalafil_20mg_8',
  },
  {
    category: 'EDYS',
    name: 'Vardenafil',
    dosage: '10 mg tablet, as needed',
    quantity: 8,
    priceCents: 5200,
    key: 'vardenafil_10mg_8',
  },
  {
    category: 'EDYS',
    name: 'Vardenafil',
    dosage: '20 mg tablet, as needed',
    quantity: 8,
    priceCents: 6000,
    isMostPopular: true,
    key: 'vardenafil_20mg_8',
  },
  // Female libido (hypoactive sexual desire disorder in premenopausal women).
  {
    category: 'SCCM',
    name: 'Flibanserin',
    dosage: '100 mg tablet, once daily at bedtime',
    quantity: 30,
    priceCents: 9900,
    isMostPopular: true,
    key: 'flibanserin_100mg_30',
  },
  {
    category: 'SCCM',
    name: 'Bremelanotide autoinjector',
    dosage: '1.75 mg injection, as needed',
    quantity: 4,
    priceCents: 24900,
    isMostPopular: true,
    key: 'bremelanotide_1_75mg_4',
  },
  // HIV pre-exposure prophylaxis.
  {
    category: 'PREP',
    name: 'Emtricitabine/tenofovir disoproxil fumarate',
    dosage: '200 mg/300 mg tablet, once daily',
    quantity: 30,
    priceCents: 3000,
    isMostPopular: true,
    key: 'emtricitabine_tenofovir_df_200_300mg_30',
  },
  // Acne.
  {
    category: 'ACNE',
    name: 'Tretinoin cream',
    dosage: '0.025% cream, 20 g tube, nightly',
    quantity: 1,
    priceCents: 2500,
    key: 'tretinoin_cream_0_025pct_20g',
  },
  {
    category: 'ACNE',
    name: 'Tretinoin cream',
    dosage: '0.05% cream, 20 g tube, nightly',
    quantity: 1,
    priceCents: 2800,
    isMostPopular: true,
    key: 'tretinoin_cream_0_05pct_20g',
  },
  {
    category: 'ACNE',
    name: 'Tretinoin cream',
    dosage: '0.1% cream, 20 g tube, nightly',
    quantity: 1,
    priceCents: 3200,
    key: 'tretinoin_cream_0_1pct_20g',
  },
  {
    category: 'ACNE',
    name: 'Spironolactone',
    dosage: '50 mg tablet, once daily',
    quantity: 30,
    priceCents: 2200,
    isMostPopular: true,
    key: 'spironolactone_50mg_30',
  },
  {
    category: 'ACNE',
    name: 'Spironolactone',
    dosage: '100 mg tablet, once daily',
    quantity: 30,
    priceCents: 2800,
    key: 'spironolactone_100mg_30',
  },
  {
    category: 'ACNE',
    name: 'Doxycycline hyclate',
    dosage: '100 mg tablet, once daily',
    quantity: 30,
    priceCents: 2400,
    isMostPopular: true,
    key: 'doxycycline_hyclate_100mg_30',
  },
  // Anxiety and depression.
  {
    category: 'AXDP',
    name: 'Sertraline',
    dosage: '25 mg tablet, once daily',
    quantity: 30,
    priceCents: 1500,
    key: 'sertraline_25mg_30',
  },
  {
    category: 'AXDP',
    name: 'Sertraline',
    dosage: '50 mg tablet, once daily',
    quantity: 30,
    priceCents: 1500,
    isMostPopular: true,
    key: 'sertraline_50mg_30',
  },
  {
    category: 'AXDP',
    name: 'Sertraline',
    dosage: '100 mg tablet, once daily',
    quantity: 30,
    priceCents: 1800,
    key: 'sertraline_100mg_30',
  },
  {
    category: 'AXDP',
    name: 'Escitalopram',
    dosage: '5 mg tablet, once daily',
    quantity: 30,
    priceCents: 1500,
    key: 'escitalopram_5mg_30',
  },
  {
    category: 'AXDP',
    name: 'Escitalopram',
    dosage: '10 mg tablet, once daily',
    quantity: 30,
    priceCents: 1500,
    isMostPopular: true,
    key: 'escitalopram_10mg_30',
  },
  {
    category: 'AXDP',
    name: 'Escitalopram',
    dosage: '20 mg tablet, once daily',
    quantity: 30,
    priceCents: 1800,
    key: 'escitalopram_20mg_30',
  },
  {
    category: 'AXDP',
    name: 'Fluoxetine',
    dosage: '10 mg capsule, once daily',
    quantity: 30,
    priceCents: 1500,
    key: 'fluoxetine_10mg_30',
  },
  {
    category: 'AXDP',
    name: 'Fluoxetine',
    dosage: '20 mg capsule, once daily',
    quantity: 30,
    priceCents: 1500,
    isMostPopular: true,
    key: 'fluoxetine_20mg_30',
  },
  {
    category: 'AXDP',
    name: 'Fluoxetine',
    dosage: '40 mg capsule, once daily',
    quantity: 30,
    priceCents: 1800,
    key: 'fluoxetine_40mg_30',
  },
  {
    category: 'AXDP',
    name: 'Bupropion XL',
    dosage: '150 mg extended-release tablet, once daily',
    quantity: 30,
    priceCents: 2000,
    isMostPopular: true,
    key: 'bupropion_xl_150mg_30',
  },
  {
    category: 'AXDP',
    name: 'Bupropion XL',
    dosage: '300 mg extended-release tablet, once daily',
    quantity: 30,
    priceCents: 2500,
    key: 'bupropion_xl_300mg_30',
  },
  {
    category: 'AXDP',
    name: 'Buspirone',
    dosage: '10 mg tablet, twice daily',
    quantity: 60,
    priceCents: 1800,
    isMostPopular: true,
    key: 'buspirone_10mg_60',
  },
  // Genital herpes: daily suppressive therapy.
  {
    category: 'HRPS',
    name: 'Valacyclovir',
    dosage: '500 mg tablet, once daily',
    quantity: 30,
    priceCents: 2000,
    isMostPopular: true,
    key: 'valacyclovir_500mg_30',
  },
  {
    category: 'HRPS',
    name: 'Valacyclovir',
    dosage: '1 g tablet, once daily',
    quantity: 30,
    priceCents: 2800,
    key: 'valacyclovir_1g_30',
  },
  {
    category: 'HRPS',
    name: 'Acyclovir',
    dosage: '400 mg tablet, twice daily',
    quantity: 60,
    priceCents: 1800,
    isMostPopular: true,
    key: 'acyclovir_400mg_60',
  },
  {
    category: 'HRPS',
    name: 'Famciclovir',
    dosage: '250 mg tablet, twice daily',
    quantity: 60,
    priceCents: 4500,
    isMostPopular: true,
    key: 'famciclovir_250mg_60',
  },
  // Migraine: acute (triptans) and preventive.
  {
    category: 'MIGR',
    name: 'Sumatriptan',
    dosage: '50 mg tablet, at migraine onset',
    quantity: 9,
    priceCents: 2000,
    isMostPopular: true,
    key: 'sumatriptan_50mg_9',
  },
  {
    category: 'MIGR',
    name: 'Sumatriptan',
    dosage: '100 mg tablet, at migraine onset',
    quantity: 9,
    priceCents: 2400,
    key: 'sumatriptan_100mg_9',
  },
  {
    category: 'MIGR',
    name: 'Rizatriptan',
    dosage: '10 mg tablet, at migraine onset',
    quantity: 9,
    priceCents: 2200,
    isMostPopular: true,
    key: 'rizatriptan_10mg_9',
  },
  {
    category: 'MIGR',
    name: 'Rizatriptan ODT',
    dosage: '10 mg orally disintegrating tablet, at migraine onset',
    quantity: 9,
    priceCents: 2600,
    key: 'rizatriptan_odt_10mg_9',
  },
  {
    category: 'MIGR',
    name: 'Topiramate',
    dosage: '25 mg tablet, twice daily (prevention)',
    quantity: 60,
    priceCents: 1800,
    isMostPopular: true,
    key: 'topiramate_25mg_60',
  },
  {
    category: 'MIGR',
    name: 'Propranolol ER',
    dosage: '80 mg extended-release capsule, once daily (prevention)',
    quantity: 30,
    priceCents: 2000,
    isMostPopular: true,
    key: 'propranolol_er_80mg_30',
  },
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rx_medication')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('treatment_category', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('dosage', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('day_supply', 'integer', (c) => c.notNull().check(sql`day_supply > 0`))
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('is_most_popular', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('payment_price_id', 'text', (c) => c.notNull().unique())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('rx_medication_category_idx')
    .on('rx_medication')
    .columns(['treatment_category', 'sort_order'])
    .execute();
  // The picker groups by the first word of the name; each group has at most one "Most popular!" option.
  await sql`create unique index rx_medication_most_popular_key
    on rx_medication (treatment_category, lower(split_part(name, ' ', 1)))
    where is_most_popular`.execute(db);

  await (db as Kysely<{ rx_medication: Record<string, unknown> }>)
    .insertInto('rx_medication')
    .values(
      MEDICATION_SEED.map((medication, index) => ({
        id: `rxm_${medication.key}`,
        treatment_category: medication.category,
        name: medication.name,
        dosage: medication.dosage,
        quantity: medication.quantity,
        day_supply: DAY_SUPPLY,
        price_cents: medication.priceCents,
        is_most_popular: medication.isMostPopular ?? false,
        payment_price_id: `price_sandbox_${medication.key}`,
        sort_order: index,
      })),
    )
    .execute();

  await db.schema
    .createTable('contact_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('user_type', 'text')
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One row per address (stored lower-case), so signing up twice changes nothing.
  await db.schema
    .createTable('mailing_list_contact')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('therapy_navigation_booking')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('notes', 'text')
    .addColumn('appointment_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_on', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // One navigator call per slot: two people racing for the same time cannot both get it.
    .addUniqueConstraint('therapy_navigation_booking_slot_key', ['appointment_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('therapy_navigation_booking').ifExists().execute();
  await db.schema.dropTable('mailing_list_contact').ifExists().execute();
  await db.schema.dropTable('contact_message').ifExists().execute();
  await db.schema.dropTable('rx_medication').ifExists().execute();
}
