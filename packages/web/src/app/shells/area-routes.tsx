import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithReload } from '../../lib/lazy-with-reload.ts';
import type { AreaRouteHandle } from './area-route-handle.ts';

/*
 * The signed-in areas and their routes. Everything here is a lazy chunk: this file is part of the
 * router, which the antd-free landing pages load too.
 */

const AdminShell = lazyWithReload(() => import('./AdminShell.tsx'));
const ProviderShell = lazyWithReload(() => import('./ProviderShell.tsx'));
const PatientShell = lazyWithReload(() => import('./PatientShell.tsx'));
/** The route layer that brings antd to the pages built with it (AreaAntdLayer.tsx). */
const AntdLayer = lazyWithReload(() => import('./AreaAntdLayer.tsx'));
const NotFound = lazyWithReload<object>(async () => ({
  default: (await import('./AreaPlaceholders.tsx')).AreaNotFound,
}));

function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazyWithReload(load);
  return <Page />;
}

const titled = (title: string): AreaRouteHandle => ({ title });

/**
 * An area's routes: the ones built with plain React and CSS first (a phone downloads no antd for them), then the
 * rest inside the antd layer.
 */
function areaChildren(plain: RouteObject[], withAntd: RouteObject[]): RouteObject[] {
  return [...plain, { element: <AntdLayer />, children: withAntd }];
}

const notFound: RouteObject = { path: '*', handle: titled('Page not found'), element: <NotFound /> };

// Plain React and CSS on its first screen (its forms and dialogs bring antd when they open): in each area's plain
// routes.
const accountRoute: RouteObject = {
  path: 'account',
  handle: titled('Account'),
  element: page(() => import('../routes/AccountRoute.tsx')),
};

// One import site per page module: each site carries its own list of chunks to preload in the entry chunk, which
// every public page downloads, so the admin and provider routes to the same page share one.
const loadPropertyDetail = () => import('../routes/PropertyDetailRoute.tsx');
const loadPropertyForm = () => import('../../features/properties/pages/PropertyFormPage.tsx');

// Plain React and CSS: the reviewers' and pharmacists' list (its request dialog brings antd when it opens).
const prescriptionRoute: RouteObject = {
  path: 'prescription',
  handle: titled('Prescriptions'),
  element: page(() => import('../../features/prescriptions/pages/StaffPrescriptionsPage.tsx')),
};

const heatMapRoute: RouteObject = {
  path: 'map',
  handle: titled('Carespace Activity'),
  element: page(() => import('../routes/HeatMapRoute.tsx')),
};

// Plain React and CSS: in both areas' list of plain routes, so a phone opening a conversation downloads no antd.
const chatRoute: RouteObject = {
  path: 'property-chat',
  handle: titled('Chat'),
  element: page(() => import('../../features/chat/pages/PropertyChatPage.tsx')),
};

const connectionsRoute: RouteObject = {
  path: 'connections',
  handle: titled('Connections'),
  element: page(() => import('../../features/introductions/pages/ConnectionsPage.tsx')),
};

export const adminArea: RouteObject = {
  path: 'admin',
  element: <AdminShell />,
  children: areaChildren(
    [
      {
        index: true,
        handle: titled('Admin Dashboard'),
        element: page(() => import('../routes/AdminDashboardRoute.tsx')),
      },
      chatRoute,
      prescriptionRoute,
      accountRoute,
    ],
    [
      {
        path: 'settings',
        handle: titled('Settings'),
        element: page(() => import('../../features/accounts/pages/AdminSettingsPage.tsx')),
      },
      {
        path: 'patient',
        handle: titled('Patients'),
        element: page(() => import('../routes/AdminPatientsRoute.tsx')),
      },
      {
        path: 'provider',
        handle: titled('Providers'),
        element: page(() => import('../../features/admin/pages/AdminProvidersPage.tsx')),
      },
      {
        path: 'properties',
        handle: titled('Properties'),
        element: page(() => import('../../features/admin/pages/AdminPropertiesPage.tsx')),
      },
      {
        path: 'bookings',
        handle: titled('Bookings'),
        element: page(() => import('../../features/admin/pages/AdminBookingsPage.tsx')),
      },
      heatMapRoute,
      // The property page opens in a new tab from the properties table; the console also adds and
      // edits properties for an organization (organizationId and userId in the query).
      {
        path: 'properties/:id',
        handle: titled('Property'),
        element: page(loadPropertyDetail),
      },
      {
        path: 'new/properties',
        handle: titled('New Property'),
        element: page(loadPropertyForm),
      },
      {
        path: 'edit/properties/:id',
        handle: titled('Edit Property'),
        element: page(loadPropertyForm),
      },
      {
        path: 'calculator',
        handle: titled('wRVU Calculator'),
        element: page(() => import('../../features/wrvu/pages/AdminWrvuCalculatorPage.tsx')),
      },
      connectionsRoute,
      {
        path: 'providerProfile',
        handle: titled('Provider Profile'),
        element: page(() => import('../routes/ProviderProfileRoute.tsx')),
      },
      notFound,
    ],
  ),
};

export const providerArea: RouteObject = {
  path: 'provider',
  element: <ProviderShell />,
  children: areaChildren(
    [
      {
        index: true,
        handle: titled('Dashboard'),
        element: page(() => import('../routes/ProviderDashboardRoute.tsx')),
      },
      {
        path: 'properties',
        handle: titled('Properties'),
        element: page(() => import('../../features/properties/pages/PropertiesPage.tsx')),
      },
      chatRoute,
      prescriptionRoute,
      accountRoute,
    ],
    [
      {
        path: 'properties/:id',
        handle: titled('Property'),
        element: page(loadPropertyDetail),
      },
      {
        path: 'referrals',
        handle: titled('Referrals'),
        element: page(() => import('../../features/referrals/pages/ReferralsPage.tsx')),
      },
      {
        path: 'new/properties',
        handle: titled('New Property'),
        element: page(loadPropertyForm),
      },
      {
        path: 'edit/properties/:id',
        handle: titled('Edit Property'),
        element: page(loadPropertyForm),
      },
      connectionsRoute,
      {
        path: 'bookings',
        handle: titled('Bookings'),
        element: page(() => import('../../features/bookings/pages/BookingsPage.tsx')),
      },
      heatMapRoute,
      notFound,
    ],
  ),
};

export const patientArea: RouteObject = {
  path: 'rx',
  element: <PatientShell />,
  children: areaChildren(
    [
      {
        index: true,
        handle: titled('Dashboard'),
        element: page(() => import('../routes/PatientDashboardRoute.tsx')),
      },
      accountRoute,
    ],
    [
      {
        path: 'receipt/:orderId',
        handle: titled('Receipt'),
        element: page(() => import('../../features/prescriptions/pages/ReceiptPage.tsx')),
      },
      notFound,
    ],
  ),
};
