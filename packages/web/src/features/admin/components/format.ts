import { DATE_FORMATS, formatPhone } from '@carespace/domain';
import dayjs from 'dayjs';

export const shortDate = (iso: string | null) => (iso ? dayjs(iso).format(DATE_FORMATS.date) : '—');
export const dateTime = (iso: string | null) => (iso ? dayjs(iso).format(DATE_FORMATS.dateTime) : 'Never');
export const phone = (value: string | null) => (value ? formatPhone(value) : '—');
export const orDash = (value: string | null | undefined) => (value ? value : '—');
