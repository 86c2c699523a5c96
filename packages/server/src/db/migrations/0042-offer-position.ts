import { type Kysely, sql } from 'kysely';

/**
 * The nearby-clinician search starts from the offers themselves. It used to read every practice inside the
 * search box by position and then look each one up among the offers, though only a few practices take
 * in-person patients for a given treatment: at volume that was most of the search's time. Each offer now
 * carries its practice's position (the same `earth` value the practice holds), under a partial GiST index of
 * the enabled offers, so the box test reads only offers.
 *
 * The copy is kept by the database, not by the app, so no writer can leave it behind: an offer takes its
 * practice's position when written or moved to another practice, and a practice that moves moves its offers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table in_person_offer add column earth_position earth`.execute(db);
  await sql`
    update in_person_offer o set earth_position = org.earth_position
    from organization org where org.id = o.organization_id`.execute(db);

  await sql`
    create function in_person_offer_position() returns trigger language plpgsql as $$
    begin
      new.earth_position := (select earth_position from organization where id = new.organization_id);
      return new;
    end $$`.execute(db);
  await sql`
    create trigger in_person_offer_position before insert or update of organization_id on in_person_offer
    for each row execute function in_person_offer_position()`.execute(db);

  // The practice's position is generated from its latitude and longitude, so those are the columns watched.
  await sql`
    create function organization_moves_offers() returns trigger language plpgsql as $$
    begin
      update in_person_offer set earth_position = new.earth_position
      where organization_id = new.id and earth_position is distinct from new.earth_position;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger organization_moves_offers after update of latitude, longitude on organization
    for each row execute function organization_moves_offers()`.execute(db);

  await sql`create index in_person_offer_position_idx on in_person_offer using gist (earth_position)
    where enabled`.execute(db);
  // Statistics for the new column now, so the first searches after the upgrade are planned on the new index.
  await sql`analyze in_person_offer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index in_person_offer_position_idx`.execute(db);
  await sql`drop trigger organization_moves_offers on organization`.execute(db);
  await sql`drop function organization_moves_offers()`.execute(db);
  await sql`drop trigger in_person_offer_position on in_person_offer`.execute(db);
  await sql`drop function in_person_offer_position()`.execute(db);
  await sql`alter table in_person_offer drop column earth_position`.execute(db);
}
