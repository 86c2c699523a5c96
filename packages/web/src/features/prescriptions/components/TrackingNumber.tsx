import { carrierTracking } from '@carespace/domain';
import { CopyButton } from '../../../components/plain/CopyButton.tsx';
import './TrackingNumber.css';

/**
 * A tracking number as a link to its carrier's tracking page when its format names the carrier (UPS, USPS,
 * FedEx); any other number stays plain text. Copyable either way, for the patient who calls the carrier.
 * Plain React: the patient's dashboard shows it and loads no antd.
 */
export function TrackingNumber({ value }: { value: string }) {
  const carrier = carrierTracking(value);
  if (!carrier) {
    return (
      <span className="cs-tracking">
        {value}
        <CopyButton text={value} />
      </span>
    );
  }
  return (
    <span className="cs-tracking">
      {/* The carrier beside the link, the number as the link: its text is then part of the link's name. */}
      {carrier.carrier}{' '}
      <a
        className="cs-tracking__link"
        href={carrier.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Track ${value} with ${carrier.carrier} (opens the carrier's site)`}
      >
        {value}
      </a>
      <CopyButton text={carrier.number} />
    </span>
  );
}
