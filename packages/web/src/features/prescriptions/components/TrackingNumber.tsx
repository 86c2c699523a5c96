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
      <Typography.Link
        href={carrier.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Track ${value} with ${carrier.carrier} (opens the carrier's site)`}
      >
        {carrier.carrier} {value}
      </Typography.Link>
    </Typography.Text>
  );
}
