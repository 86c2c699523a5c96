import {
  ApartmentOutlined,
  CalendarOutlined,
  DashboardOutlined,
  FileTextOutlined,
  LogoutOutlined,
  MedicineBoxOutlined,
  MessageOutlined,
  SettingOutlined,
  ShareAltOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { type IconName, type NavItem, openGroupFor, selectedKey } from './navigation.ts';

const ICONS: Record<IconName, ReactNode> = {
  dashboard: <DashboardOutlined />,
  patients: <TeamOutlined />,
  provider: <MedicineBoxOutlined />,
  properties: <ApartmentOutlined />,
  prescriptions: <FileTextOutlined />,
  connections: <ShareAltOutlined />,
  chat: <MessageOutlined />,
  bookings: <CalendarOutlined />,
  settings: <SettingOutlined />,
  account: <UserOutlined />,
  signOut: <LogoutOutlined />,
};

const SIGN_OUT_KEY = 'sign-out';

type MenuItem = NonNullable<MenuProps['items']>[number];

function toMenuItem(item: NavItem, signingOut = false): MenuItem {
  switch (item.kind) {
    case 'link':
      return {
        key: item.to,
        icon: item.icon ? ICONS[item.icon] : undefined,
        // A real link: it opens in a new tab on middle-click, and antd stretches it over the whole entry.
        label: <Link to={item.to}>{item.label}</Link>,
      };
    case 'group':
      return {
        key: item.key,
        icon: ICONS[item.icon],
        label: item.label,
        children: item.children.map((child) => toMenuItem(child)),
      };
    case 'signOut':
      return { key: SIGN_OUT_KEY, icon: ICONS.signOut, label: item.label, disabled: signingOut };
  }
}

export interface SideMenuProps {
  items: NavItem[];
  onSignOut: () => void;
  /** Called after an entry is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
  signingOut?: boolean;
}

/** The role's side menu; the entry of the current page is selected. */
export function SideMenu({ items, onSignOut, onNavigate, signingOut }: SideMenuProps) {
  const { pathname, search } = useLocation();
  const selected = selectedKey(items, pathname, search);
  const group = openGroupFor(items, selected);
  const [openKeys, setOpenKeys] = useState<string[]>(group ? [group] : []);

  // Arriving on a connections view (e.g. from a link) opens its submenu.
  useEffect(() => {
    if (group) setOpenKeys((keys) => (keys.includes(group) ? keys : [...keys, group]));
  }, [group]);

  return (
    <Menu
      mode="inline"
      items={items.map((item) => toMenuItem(item, signingOut))}
      selectedKeys={selected ? [selected] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        if (key === SIGN_OUT_KEY) onSignOut();
        else onNavigate?.();
      }}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
