import ApartmentOutlined from '@ant-design/icons-svg/es/asn/ApartmentOutlined';
import CalendarOutlined from '@ant-design/icons-svg/es/asn/CalendarOutlined';
import DashboardOutlined from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import FileTextOutlined from '@ant-design/icons-svg/es/asn/FileTextOutlined';
import LogoutOutlined from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import SettingOutlined from '@ant-design/icons-svg/es/asn/SettingOutlined';
import ShareAltOutlined from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { SvgIcon } from '../../components/SvgIcon.tsx';
import { type IconName, type NavItem, type NavLink, openGroupFor, selectedKey } from './navigation.ts';
import './SideMenu.css';

const ICONS: Record<IconName, ReactNode> = {
  dashboard: <SvgIcon icon={DashboardOutlined} />,
  patients: <SvgIcon icon={TeamOutlined} />,
  provider: <SvgIcon icon={MedicineBoxOutlined} />,
  properties: <SvgIcon icon={ApartmentOutlined} />,
  prescriptions: <SvgIcon icon={FileTextOutlined} />,
  connections: <SvgIcon icon={ShareAltOutlined} />,
  chat: <SvgIcon icon={MessageOutlined} />,
  bookings: <SvgIcon icon={CalendarOutlined} />,
  settings: <SvgIcon icon={SettingOutlined} />,
  account: <SvgIcon icon={UserOutlined} />,
  signOut: <SvgIcon icon={LogoutOutlined} />,
};

export interface SideMenuProps {
  items: NavItem[];
  onSignOut: () => void;
  /** Called after an entry is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
  signingOut?: boolean;
}

function MenuLink({
  item,
  selected,
  onNavigate,
}: {
  item: NavLink;
  selected: string | undefined;
  onNavigate?: () => void;
}) {
  const current = item.to === selected;
  return (
    <li>
      <Link
        to={item.to}
        className={`cs-side-menu__entry${current ? ' cs-side-menu__entry--selected' : ''}`}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
      >
        {item.icon && (
          <span className="cs-side-menu__icon" aria-hidden="true">
            {ICONS[item.icon]}
          </span>
        )}
        <span className="cs-side-menu__label">{item.label}</span>
      </Link>
    </li>
  );
}

/**
 * The role's side menu: a list of links (the current page's marked), a group that opens and closes (Connections)
 * and the sign-out button. Plain links, so each opens in a new tab on a middle click and Tab walks through them.
 */
export function SideMenu({ items, onSignOut, onNavigate, signingOut }: SideMenuProps) {
  const { pathname, search } = useLocation();
  const selected = selectedKey(items, pathname, search);
  const group = openGroupFor(items, selected);
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);
  const idPrefix = useId();

  // Arriving on a connections view (e.g. from a link) opens its group.
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group]);

  const toggle = (key: string) =>
    setOpenKeys((keys) => (keys.includes(key) ? keys.filter((open) => open !== key) : [...keys, key]));

  return (
    <ul className="cs-side-menu">
      {items.map((item) => {
        switch (item.kind) {
          case 'link':
            return <MenuLink key={item.to} item={item} selected={selected} onNavigate={onNavigate} />;
          case 'group': {
            const open = openKeys.includes(item.key);
            const listId = `${idPrefix}-${item.key.replace(/\W/g, '')}`;
            const holdsCurrent = item.children.some((child) => child.to === selected);
            return (
              <li key={item.key}>
                <button
                  type="button"
                  className={`cs-side-menu__entry${holdsCurrent ? ' cs-side-menu__entry--holds-current' : ''}`}
                  aria-expanded={open}
                  aria-controls={listId}
                  onClick={() => toggle(item.key)}
                >
                  <span className="cs-side-menu__icon" aria-hidden="true">
                    {ICONS[item.icon]}
                  </span>
                  <span className="cs-side-menu__label">{item.label}</span>
                  <span
                    aria-hidden="true"
                    className={`cs-side-menu__arrow${open ? ' cs-side-menu__arrow--open' : ''}`}
                  >
                    <SvgIcon icon={DownOutlined} />
                  </span>
                </button>
                <ul id={listId} className="cs-side-menu__group" hidden={!open}>
                  {item.children.map((child) => (
                    <MenuLink key={child.to} item={child} selected={selected} onNavigate={onNavigate} />
                  ))}
                </ul>
              </li>
            );
          }
          case 'signOut':
            return (
              <li key="sign-out">
                <button
                  type="button"
                  className="cs-side-menu__entry"
                  disabled={signingOut}
                  onClick={() => {
                    onNavigate?.();
                    onSignOut();
                  }}
                >
                  <span className="cs-side-menu__icon" aria-hidden="true">
                    {ICONS.signOut}
                  </span>
                  <span className="cs-side-menu__label">{item.label}</span>
                </button>
              </li>
            );
        }
        return null;
      })}
    </ul>
  );
}
