import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { lazyWithReload } from '../lib/lazy-with-reload.ts';
import { LandingLayout } from './landing/LandingLayout.tsx';
import type { LandingHandle } from './landing/sitemap.ts';
import { RootError, RootLayout } from './RootLayout.tsx';
import { adminArea, patientArea, providerArea } from './shells/area-routes.tsx';

/*
 * The route table. Every page is its own chunk (lazyWithReload). Three lists:
 * - publicRoutes: landing pages; plain React + CSS, no antd anywhere in their imports (download budget);
 * - publicAuthRoutes: the entry pages (log in, sign up, …), antd-free too, each with its own auth card layout;
 * - authRoutes: rendered under AntdLayout, which loads antd and its theme;
 * - areaRoutes: the signed-in areas, whose shells are plain React and CSS; the pages built with antd sit in each
 *   area's antd layer (shells/area-routes.tsx).
 */

const SplashPage = lazyWithReload(() => import('../features/content/pages/SplashPage.tsx'));
const NotFoundPage = lazyWithReload(() => import('../components/NotFoundPage.tsx'));
const AntdLayout = lazyWithReload(() => import('./AntdLayout.tsx'));

/** A lazily loaded page element (its own chunk). */
function page(load: () => Promise<{ default: ComponentType }>) {
  const Page = lazyWithReload(load);
  return <Page />;
}

/** What the landing layout adds around a page: its pillar band and the 'Have more questions?' section. */
const patients: LandingHandle = { pillar: 'patients', moreQuestions: true };
const providers: LandingHandle = { pillar: 'providers', moreQuestions: true };
const partners: LandingHandle = { pillar: 'partners', moreQuestions: true };
const hub: LandingHandle = { moreQuestions: true };
const legal: LandingHandle = {};

/**
 * Every public page; all render inside the landing layout, each page its own chunk. The pricing,
 * contact, wRVU and therapy-navigation pages are the interactive half's (added to this list by that work).
 */
export const publicRoutes: RouteObject[] = [
  { index: true, element: <SplashPage /> },
  {
    path: 'patients',
    handle: hub,
    element: page(() => import('../features/content/pages/PatientsPage.tsx')),
  },
  {
    path: 'providers',
    handle: hub,
    element: page(() => import('../features/content/pages/ProvidersPage.tsx')),
  },
  {
    path: 'providers-extra',
    handle: providers,
    element: page(() => import('../features/content/pages/ProvidersExtraPage.tsx')),
  },
  {
    path: 'partners',
    handle: hub,
    element: page(() => import('../features/content/pages/PartnersPage.tsx')),
  },
  {
    path: 'online-pharmacy',
    handle: patients,
    element: page(() => import('../features/content/pages/OnlinePharmacyPage.tsx')),
  },
  {
    path: 'offer-virtual-care',
    handle: providers,
    element: page(() => import('../features/content/pages/OfferVirtualCarePage.tsx')),
  },
  {
    path: 'physician-organizations',
    handle: providers,
    element: page(() => import('../features/content/pages/PhysicianOrganizationsPage.tsx')),
  },
  { path: 'faq', handle: hub, element: page(() => import('../features/content/pages/FaqPage.tsx')) },
  {
    path: 'glossary',
    handle: hub,
    element: page(() => import('../features/content/pages/GlossaryPage.tsx')),
  },
  { path: 'blog', handle: hub, element: page(() => import('../features/content/pages/BlogPage.tsx')) },
  {
    path: 'blog/:slug',
    handle: hub,
    element: page(() => import('../features/content/pages/BlogArticlePage.tsx')),
  },
  { path: 'about-us', handle: hub, element: page(() => import('../features/content/pages/AboutUsPage.tsx')) },
  {
    path: 'terms-and-conditions',
    handle: legal,
    element: page(() => import('../features/content/pages/legal/TermsPage.tsx')),
  },
  {
    path: 'privacy-policy',
    handle: legal,
    element: page(() => import('../features/content/pages/legal/PrivacyPolicyPage.tsx')),
  },
  {
    path: 'hipaa-authorization',
    handle: legal,
    element: page(() => import('../features/content/pages/legal/HipaaAuthorizationPage.tsx')),
  },
  {
    path: 'consent-to-telehealth',
    handle: legal,
    element: page(() => import('../features/content/pages/legal/TelehealthConsentPage.tsx')),
  },
  {
    path: 'get-medicinal-cannabis-license',
    handle: patients,
    element: page(() => import('../features/content/pages/CannabisLicensePage.tsx')),
  },
  {
    path: 'employee-health-benefit-plans',
    handle: partners,
    element: page(() => import('../features/content/pages/EmployerBenefitsPage.tsx')),
  },
  {
    path: 'medical-office-brokers',
    handle: partners,
    element: page(() => import('../features/content/pages/MedicalOfficeBrokersPage.tsx')),
  },
  {
    path: 'pharmacies',
    handle: partners,
    element: page(() => import('../features/content/pages/PharmaciesPage.tsx')),
  },
  {
    path: 'provider-member-benefits',
    handle: providers,
    element: page(() => import('../features/content/pages/ProviderMemberBenefitsPage.tsx')),
  },
  {
    path: 'provider-find-list-space',
    handle: providers,
    element: page(() => import('../features/content/pages/ProviderFindListSpacePage.tsx')),
  },
  {
    path: 'talk-therapy',
    handle: providers,
    element: page(() => import('../features/content/pages/TalkTherapyPage.tsx')),
  },
  {
    path: 'get-your-medical-space-rented',
    handle: providers,
    element: page(() => import('../features/content/pages/GetSpaceRentedPage.tsx')),
  },
  {
    path: 'provider-resources',
    handle: providers,
    element: page(() => import('../features/content/pages/ProviderResourcesPage.tsx')),
  },
  { path: 'help', handle: hub, element: page(() => import('../features/content/pages/HelpPage.tsx')) },
  {
    path: 'what-we-treat',
    handle: patients,
    element: page(() => import('../features/content/pages/WhatWeTreatPage.tsx')),
  },
  {
    path: 'what-we-treat/acne',
    handle: patients,
    element: page(() => import('../features/content/pages/treatments/AcnePage.tsx')),
  },
  {
    path: 'what-we-treat/prep',
    handle: patients,
    element: page(() => import('../features/content/pages/treatments/PrepPage.tsx')),
  },
  {
    path: 'what-we-treat/edys',
    handle: patients,
    element: page(() => import('../features/content/pages/treatments/EdysPage.tsx')),
  },
  {
    path: 'what-we-treat/sccm',
    handle: patients,
    element: page(() => import('../features/content/pages/treatments/SccmPage.tsx')),
  },
  {
    path: 'what-we-treat/axdp',
    handle: patients,
    element: page(() => import('../features/content/pages/treatments/AxdpPage.tsx')),
  },
  {
    path: 'what-we-treat/hrps',
    handle: patients,
    element: page(() => import('../features/content/pages/treatments/HrpsPage.tsx')),
  },
  {
    path: 'what-we-treat/migr',
    handle: patients,
    element: page(() => import('../features/content/pages/treatments/MigrPage.tsx')),
  },
  // The interactive pages. Pricing is plain React; contact, the wRVU calculator and therapy navigation are form
  // pages that bring antd in their own chunk (PublicFormPage wraps them in AntdProvider).
  { path: 'pricing', handle: hub, element: page(() => import('../features/pricing/pages/PricingPage.tsx')) },
  {
    path: 'contact-us',
    // No 'Have more questions?' band: this page is where it leads.
    handle: {},
    element: page(() => import('../features/contact/pages/ContactUsPage.tsx')),
  },
  {
    path: 'calculate-my-wrvu',
    handle: providers,
    element: page(() => import('../features/wrvu/pages/WrvuCalculatorPage.tsx')),
  },
  {
    path: 'schedule-a-complimentary-therapy-navigation',
    handle: hub,
    element: page(() => import('../features/therapy-navigation/pages/TherapyNavigationPage.tsx')),
  },
  // The online visit: plain form controls; the uploader and the sign-up rules load on demand.
  { path: 'get-started', handle: {}, element: page(() => import('./routes/GetStartedRoute.tsx')) },
];

/**
 * The entry pages (/login, the sign-ups, verify, forgot and reset password): pre-rendered
 * like the landing pages and built with the light form kit (components/public-form), no antd anywhere in their
 * imports (their download budget on a phone).
 */
export const publicAuthRoutes: RouteObject[] = [
  { path: 'login', element: page(() => import('../features/auth/pages/LoginPage.tsx')) },
  { path: 'patient/signup', element: page(() => import('../features/auth/pages/PatientSignupPage.tsx')) },
  { path: 'provider/signup', element: page(() => import('../features/auth/pages/ProviderSignupPage.tsx')) },
  { path: 'verify-email', element: page(() => import('../features/auth/pages/VerifyEmailPage.tsx')) },
  {
    path: 'verify-update-email',
    element: page(() => import('../features/auth/pages/VerifyUpdateEmailPage.tsx')),
  },
  { path: 'forgot-password', element: page(() => import('../features/auth/pages/ForgotPasswordPage.tsx')) },
  { path: 'reset-password', element: page(() => import('../features/auth/pages/ResetPasswordPage.tsx')) },
];

/** Auth pages that stay on antd (the invitation's welcome page) and the kit's hidden check pages. */
export const authRoutes: RouteObject[] = [
  { path: 'welcome', element: page(() => import('../features/auth/pages/WelcomePage.tsx')) },
  // Hidden check pages of the shared kit (not linked; uploads still need a signed-in user on the server).
  { path: 'kit/uploader', element: page(() => import('../components/upload/UploadCheckPage.tsx')) },
  { path: 'kit/form', element: page(() => import('../components/form/FormKitCheckPage.tsx')) },
];

/** Signed-in areas: each a guarded shell with its role's menu; see shells/area-routes.tsx. */
export const areaRoutes: RouteObject[] = [adminArea, providerArea, patientArea];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RootError />,
    children: [
      { element: <LandingLayout />, children: publicRoutes },
      ...publicAuthRoutes,
      { element: <AntdLayout />, children: authRoutes },
      ...areaRoutes,
      { path: 'redirectStripePath', element: page(() => import('./RedirectStripePath.tsx')) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
