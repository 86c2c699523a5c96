import { SafetyCertificateOutlined } from '@ant-design/icons';
import { LICENSES, listStates } from '@carespace/domain';
import { Tag, Tooltip } from 'antd';
import './LicenseVerifiedTag.css';

/** States named on the tag itself; the tooltip names them all. */
const SHOWN_STATES = 3;

/**
 * The "License verified" trust signal: shown for a provider who holds at least one state license an admin
 * verified and that has not expired, with the states. Nothing is shown otherwise (no stigma for new providers).
 */
export function LicenseVerifiedTag({ states }: { states: readonly string[] }) {
  if (states.length === 0) return null;
  const shown = states.slice(0, SHOWN_STATES).join(', ');
  const more = states.length > SHOWN_STATES ? ` +${states.length - SHOWN_STATES}` : '';
  return (
    <Tooltip title={LICENSES.badgeStates(listStates(states))}>
      <Tag icon={<SafetyCertificateOutlined aria-hidden />} className="cs-license-verified">
        {LICENSES.badge} · {shown}
        {more}
      </Tag>
    </Tooltip>
  );
}
