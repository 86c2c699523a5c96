/**
 * The site map of the public header and footer: the header's dropdowns show Patients, Providers and Partners;
 * the footer shows every group. Where an item's target was left open, the target is ours
 * (docs/decisions.md).
 */
export interface SitemapLink {
  label: string;
  /** An app path (may carry a #fragment) or, when `external`, an absolute URL opened in a new tab. */
  to: string;
  external?: boolean;
  children?: readonly SitemapLink[];
}

export interface SitemapGroup {
  id: 'patients' | 'providers' | 'partners' | 'about';
  label: string;
  /** The group's own landing page. */
  to: string;
  /** Shown as a dropdown in the header (About us is footer-only). */
  inHeader: boolean;
  links: readonly SitemapLink[];
}

/** Partner services outside this app. */
export const EXTERNAL_LINKS = {
  nutrition: 'https://nutrition.carespace.health/',
  talkTherapy: 'https://therapy.carespace.health/',
  chrome: 'https://www.google.com/chrome/',
} as const;

export const SITEMAP: readonly SitemapGroup[] = [
  {
    id: 'patients',
    label: 'Patients',
    to: '/patients',
    inHeader: true,
    links: [
      { label: 'Direct Primary Care', to: '/patients#direct-primary-care' },
      { label: 'Urgent Care/Telemedicine', to: '/patients#urgent-care' },
      { label: "Concierge Women's Health", to: '/patients#womens-health' },
      { label: 'Cannabis and Psychedelics', to: '/get-medicinal-cannabis-license' },
      { label: 'Nutrition', to: EXTERNAL_LINKS.nutrition, external: true },
      { label: 'Talk Therapy', to: EXTERNAL_LINKS.talkTherapy, external: true },
      {
        label: 'Online Pharmacy',
        to: '/online-pharmacy',
        children: [
          { label: 'ED', to: '/what-we-treat/edys' },
          { label: 'Female libido', to: '/what-we-treat/sccm' },
          { label: 'PrEP', to: '/what-we-treat/prep' },
          { label: 'Acne', to: '/what-we-treat/acne' },
          { label: 'Another Rx needed?', to: '/what-we-treat' },
        ],
      },
      { label: 'Mental health', to: '/what-we-treat/axdp' },
    ],
  },
  {
    id: 'providers',
    label: 'Providers',
    to: '/providers',
    inHeader: true,
    links: [
      { label: 'Share space', to: '/provider-find-list-space' },
      { label: 'Direct Primary Care', to: '/providers-extra' },
      {
        label: 'Integrate Mental Therapy',
        to: '/talk-therapy',
        children: [
          { label: 'Pricing', to: '/pricing' },
          { label: 'Tips for listing your space', to: '/blog/tips-for-listing-your-medical-space' },
          { label: 'Negotiate a higher wRVU', to: '/calculate-my-wrvu' },
        ],
      },
    ],
  },
  {
    id: 'partners',
    label: 'Partners',
    to: '/partners',
    inHeader: true,
    links: [
      { label: 'Pharmacies', to: '/pharmacies' },
      { label: 'Medical Real Estate', to: '/medical-office-brokers' },
      { label: 'Employers', to: '/employee-health-benefit-plans' },
    ],
  },
  {
    id: 'about',
    label: 'About us',
    to: '/about-us',
    inHeader: false,
    links: [
      { label: 'About us', to: '/about-us' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Contact us', to: '/contact-us' },
    ],
  },
];

export const HEADER_GROUPS = SITEMAP.filter((group) => group.inHeader);

export const LEGAL_LINKS = [
  { label: 'Terms & Conditions', to: '/terms-and-conditions' },
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Consent to Telehealth', to: '/consent-to-telehealth' },
  { label: 'HIPAA Authorization', to: '/hipaa-authorization' },
] as const;

/** The route `handle` of a public page: what the landing layout adds around it. */
export interface LandingHandle {
  /** The pillar the page belongs to, shown as a heading band under the header. */
  pillar?: Exclude<SitemapGroup['id'], 'about'>;
  /** Show the 'Have more questions?' section above the footer. */
  moreQuestions?: boolean;
}
