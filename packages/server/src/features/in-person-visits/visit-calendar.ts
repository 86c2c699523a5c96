import { createEvent } from 'ics';

export interface CalendarVisit {
  id: string;
  start: Date;
  clinicianName: string;
  practiceName: string;
  address: string;
  phone: string | null;
}

/** An hour's visit as an .ics file, in UTC so any calendar shows it at the right local time. */
export function visitCalendarFile(visit: CalendarVisit): string {
  const { error, value } = createEvent({
    uid: `visit-${visit.id}@carespace`,
    productId: 'carespace/in-person-visits',
    start: visit.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: 1 },
    title: `Visit with ${visit.clinicianName}`,
    // Nothing about the treatment: a calendar is often shared or synced where others can read it.
    description: `In-person visit at ${visit.practiceName}.${visit.phone ? ` Practice phone: ${visit.phone}.` : ''}`,
    location: `${visit.practiceName}, ${visit.address}`,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made');
  return value;
}
