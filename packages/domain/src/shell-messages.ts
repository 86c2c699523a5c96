/*
 * The messages of the app's shell: the loading page, the API helpers, the landing layout and its banners. Apart from
 * messages.ts (which re-exports them) because every public page loads these and nothing else of it: the landing
 * pages' download budget (docs/decisions.md, "Landing pages within 120 KB").
 */

export const LOADING = {
  loading: 'Loading...',
  timeout: 'This page is taking too long to load. Please try again later.',
  error: 'There was an error loading. Please refresh and try again.',
} as const;

/** The wrapped JSON call and the fetch-and-parse helper. */
export const FETCH = {
  somethingWentWrong: 'Something went wrong',
  sessionExpired: 'Session expired',
  notFound: 'Page or object not found',
  notFoundWithStatus: '404: Page or object not found',
  connectionError: '504: Connection error',
  invalidJson: 'Response does not seem to be a valid JSON',
  httpError: (status: number) => `HTTP ${status}: Server reported an error`,
  unsuccessful: 'Server report unsuccessful operation',
  noSuggestions: 'No suggestions at this time',
} as const;

/** Carespace wording of the two banners. */
export const BANNERS = {
  freeMonth: 'Get your first month free on any medication subscription.',
  unsupportedBrowser:
    'Your browser is not supported, so parts of this site may not work. Please use the latest version of Chrome.',
} as const;

export const HOME = {
  chooserTitle: 'What can we help with?',
  moreQuestions: 'Have more questions?',
  getInTouch: 'Get in touch',
  whoWeAre: 'Who We Are',
} as const;
