import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import type { AreaRouteHandle } from './AreaShell.tsx';

/*
 * The signed-in areas of spec 02 §2 (route table). Everything here is a lazy chunk: this file is part of the
 * router, which the antd-free landing pages load too.
 */

const AdminShell = lazyWithReload(() => import('./AdminShell.tsx'));
const ProviderShell = lazyWithReload(() => import('./ProviderShell.tsx'));
const PatientShell = lazyWithReload(() => import('./PatientShell.tsx'));
const placeholder = (name: 'PreparingPage' | 'AreaNotFound') =>
  lazyWithReload<object>(async () => ({ default: (await import('./AreaPlaceholders.tsx'))[name] }));
const Preparing = placeholder('PreparingPage');
const NotFound = placeholder('AreaNotFound');

function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazyWithReload(load);
  return <Page />;
}

const titled = (title: string): AreaRouteHandle => ({ title });

/** A path of the route table whose page a later issue builds: a 'being prepared' card inside the shell. */
const preparing = (path: string, title: string): RouteObject => ({
  path,
  handle: titled(title),
  element: <Preparing />,
});

const notFound: RouteObject = { path: '*', handle: titled('Page not found'), element: <NotFound /> };

const accountPage = page(() => import('./account/AccountPage.tsx'));

export const adminArea: RouteObject = {
  path: 'admin',
  element: <AdminShell />,
  children: [
    {
      index: true,
      handle: titled('Admin Dashboard'),
      element: page(() => import('./admin/AdminDashboardPage.tsx')),
    },
    {
      path: 'settings',
      handle: titled('Settings'),
      element: page(() => import('./admin/AdminSettingsPage.tsx')),
    },
    preparing('patient', 'Patients'),
    preparing('provider', 'Providers'),
    preparing('properties', 'Properties'),
    preparing('properties/:id', 'Property'),
    preparing('prescription', 'Prescriptions'),
    preparing('calculator', 'wRVU Calculator'),
    preparing('property-chat', 'Chat'),
    preparing('connections', 'Connections'),
    preparing('providerProfile', 'Provider Profile'),
    preparing('account', 'Account'),
    notFound,
  ],
};

export const providerArea: RouteObject = {
  path: 'provider',
  element: <ProviderShell />,
  children: [
    {
      index: true,
      handle: titled('Dashboard'),
      element: page(() => import('./provider/ProviderDashboardPage.tsx')),
    },
    { path: 'account', handle: titled('Account'), element: accountPage },
    preparing('properties', 'Properties'),
    preparing('properties/:id', 'Property'),
    preparing('referrals', 'Referrals'),
    preparing('new/properties', 'New Property'),
    preparing('edit/properties/:id', 'Edit Property'),
    preparing('property-chat', 'Chat'),
    preparing('connections', 'Connections'),
    preparing('map', 'Activity Map'),
    preparing('prescription', 'Prescriptions'),
    notFound,
  ],
};

export const patientArea: RouteObject = {
  path: 'rx',
  element: <PatientShell />,
  children: [
    {
      index: true,
      handle: titled('Dashboard'),
      element: page(() => import('./patient/PatientDashboardPage.tsx')),
    },
    { path: 'account', handle: titled('Account'), element: accountPage },
    notFound,
  ],
};
