import { carrierTracking } from '@carespace/domain';
import { Typography } from 'antd';

/**
 * A tracking number as a link to its carrier's tracking page when its format names the carrier (UPS, USPS,
 * FedEx); any other number stays plain text. Copyable either way, for the patient who calls the carrier.
 */
export function TrackingNumber({ value }: { value: string }) {
  const carrier = carrierTracking(value);
  if (!carrier) return <Typography.Text copyable={{ text: value }}>{value}</Typography.Text>;
  return (
    <Typography.Text copyable={{ text: carrier.number }}>
      {/* The carrier beside the link, the number as the link: its text is then part of the link's name. */}
      {carrier.carrier}{' '}
      <Typography.Link
        href={carrier.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Track ${value} with ${carrier.carrier} (opens the carrier's site)`}
      >
        {value}
      </Typography.Link>
    </Typography.Text>
  );
}
