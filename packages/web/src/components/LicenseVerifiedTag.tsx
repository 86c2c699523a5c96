import SafetyCertificateOutlined from '@ant-design/icons-svg/es/asn/SafetyCertificateOutlined';
import { LICENSES, listStates } from '@carespace/domain';
import { SvgIcon } from './SvgIcon.tsx';
import './LicenseVerifiedTag.css';

/** States named on the tag itself; the title names them all. */
const SHOWN_STATES = 3;

/**
 * The "License verified" trust signal: shown for a provider who holds at least one state license an admin
 * verified and that has not expired, with the states. Nothing is shown otherwise (no stigma for new providers).
 * Plain React and CSS (property cards draw it on pages without antd): the full list of states shows as the tag's
 * title under the mouse, and is read out in place of '+N' where some are left off the tag.
 */
export function LicenseVerifiedTag({ states }: { states: readonly string[] }) {
  if (states.length === 0) return null;
  const shown = states.slice(0, SHOWN_STATES).join(', ');
  const hidden = states.length - SHOWN_STATES;
  const full = LICENSES.badgeStates(listStates(states));
  return (
    <span className="cs-license-verified" title={full}>
      <SvgIcon icon={SafetyCertificateOutlined} className="cs-license-verified__icon" />
      {LICENSES.badge} · {shown}
      {hidden > 0 ? (
        <>
          <span aria-hidden="true"> +{hidden}</span>
          <span className="cs-visually-hidden"> ({full})</span>
        </>
      ) : null}
    </span>
  );
}
