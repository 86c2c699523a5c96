import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import ManOutlined from '@ant-design/icons-svg/es/asn/ManOutlined';
import WomanOutlined from '@ant-design/icons-svg/es/asn/WomanOutlined';
import type { ReactNode } from 'react';
import { SvgIcon } from '../../../components/SvgIcon.tsx';
import { downloadFileUrl } from '../../../components/upload/upload-api.ts';
import { useProfile } from '../api/account-api.ts';
import { initialsOf } from './initials.ts';
import './HeaderAvatar.css';

/** The avatar choices' icons and colours, as the account page shows them (ProfileAvatar). */
const CHOICES: Record<string, { icon: ReactNode; background: string }> = {
  maleAvatar: { icon: <SvgIcon icon={ManOutlined} label="man" />, background: '#2f6fb0' },
  femaleAvatar: { icon: <SvgIcon icon={WomanOutlined} label="woman" />, background: '#a14a7f' },
  building: { icon: <SvgIcon icon={BankOutlined} label="bank" />, background: '#3d6b4f' },
};

/**
 * The signed-in person's chosen avatar for the area header: initials until the profile has loaded (or if it
 * cannot be), then the choice made on the account page, which updates it through the shared query cache. Drawn
 * without antd: the header is on every signed-in page, and a phone should not download antd for it.
 */
export function HeaderAvatar({ name, className }: { name: string; className?: string }) {
  const { data } = useProfile(null, { silent: true });
  const choice = data?.profilePic ?? 'initials';
  const picture = data?.picture;
  const classes = `cs-header-avatar${className ? ` ${className}` : ''}`;
  let content: ReactNode = initialsOf(name);
  let background: string | undefined;
  if (picture?.fileName && choice === picture.id) {
    content = <img src={downloadFileUrl(picture.fileName, 'logos')} alt="" />;
  } else if (CHOICES[choice]) {
    content = CHOICES[choice].icon;
    background = CHOICES[choice].background;
  }
  return (
    <span aria-hidden className={classes} style={background ? { background } : undefined}>
      {content}
    </span>
  );
}
