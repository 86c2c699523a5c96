import type { QuestionnaireProgress } from '@carespace/domain';
import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_DEFINITION } from '../components/test-definition.ts';
import GetStartedPage from './GetStartedPage.tsx';

// antd renders slowly on a busy machine; a second is not always enough for the first answer to show.
configure({ asyncUtilTimeout: 5_000 });

vi.mock('../../../lib/notify.ts', () => ({ toast: vi.fn(async () => {}), notify: vi.fn(async () => {}) }));

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (result: unknown) => json({ success: true, result, error: null });
const fail = (status: number, code: string, message: string) =>
  json({ success: false, result: null, error: { code, message, isInformation: false } }, status);

const progress = (overrides: Partial<QuestionnaireProgress> = {}): QuestionnaireProgress => ({
  id: 'q1',
  treatmentCategory: 'EDYS',
  usState: 'NJ',
  zipcode: '07030',
  answers: {},
  currentStepId: 'safety',
  ineligibleMessage: null,
  hasAccount: false,
  medication: null,
  hasPaid: false,
  status: 'DRFT',
  ...overrides,
});

let saved: QuestionnaireProgress = progress();
let signedIn: { patient: unknown } | null = null;
const calls: { method: string; path: string; body: unknown }[] = [];

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/get-started',
        element: <GetStartedPage renderMedicationPicker={() => <p>Price picker</p>} />,
      },
    ],
    { initialEntries: [url] },
  );
  // No query client: the page is an entry page and works without TanStack Query (its first download).
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  saved = progress();
  signedIn = null;
  calls.length = 0;
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/auth/identity') {
      return signedIn ? ok(signedIn) : fail(401, 'INVALID_USER_AUTH', 'Session expired');
    }
    if (url.pathname === '/api/questionnaire/definition/EDYS') return ok(TEST_DEFINITION);
    if (url.pathname === '/api/questionnaire/start') {
      if (body.zipcode === '10001') {
        return fail(
          400,
          'SUBSCRIPTION_IN_PROGRESS',
          'A new subscription can start once your current one is completed or rejected.',
        );
      }
      if (body.zipcode === '99501') {
        return fail(
          400,
          'STATE_NOT_SERVED',
          "We're sorry: Carespace's online pharmacy is not available in Alaska yet.",
        );
      }
      return ok({ patientQuestionnaireId: 'q1', usState: 'NJ' });
    }
    if (url.pathname === '/api/questionnaire/q1' && method === 'GET') return ok(saved);
    if (url.pathname === '/api/questionnaire/q1/answers')
      return ok({ ineligibleMessage: null, nextStepId: 'identity' });
    return json({ success: false, result: null, error: null }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('GetStartedPage', () => {
  it('asks the ZIP code first, starts the visit and keeps its id in the URL', async () => {
    const user = userEvent.setup();
    const router = renderAt('/get-started?treatmentCategories=edys');
    expect(await screen.findByRole('heading', { level: 2, name: 'Where do you live?' })).toBeVisible();
    expect(screen.getByText('Online visit · Erectile Dysfunction')).toBeVisible();

    await user.type(screen.getByLabelText('Your ZIP code'), '07030');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your heart and medicines' })).toBeVisible();
    expect(router.state.location.search).toBe('?patientQuestionnaireId=q1');
    expect(calls.find((call) => call.path === '/api/questionnaire/start')?.body).toEqual({
      treatmentCategory: 'EDYS',
      zipcode: '07030',
    });
    expect(screen.getByText('Step 2 of 6')).toBeVisible();
  });

  it('says kindly when the state is not served, before any answer', async () => {
    const user = userEvent.setup();
    renderAt('/get-started?treatmentCategories=edys');
    await user.type(await screen.findByLabelText('Your ZIP code'), '99501');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: "We're not in your state yet" })).toBeVisible();
    expect(await screen.findByText(/not available in Alaska yet/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to what we treat' })).toHaveAttribute(
      'href',
      '/what-we-treat',
    );
    await user.click(screen.getByRole('button', { name: 'Use a different ZIP code' }));
    expect(screen.getByLabelText('Your ZIP code')).toBeVisible();
  });

  it('saves a step and moves on', async () => {
    const user = userEvent.setup();
    renderAt('/get-started?patientQuestionnaireId=q1');
    const nitrates = await screen.findByRole('group', { name: /nitrates/ });
    await user.click(within(nitrates).getByRole('radio', { name: 'No' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Have you had heart problems?' })).getByRole('radio', {
        name: 'No',
      }),
    );
    await user.type(screen.getByRole('spinbutton', { name: /systolic/ }), '118');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Your ID' })).toHaveFocus();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      stepId: 'safety',
      answers: { nitrates: 'no', heart: 'heart-no', systolic: 118 },
    });
  });

  it('resumes a saved visit where it stopped', async () => {
    saved = progress({ currentStepId: null, hasAccount: true, answers: { nitrates: 'no' } });
    renderAt('/get-started?patientQuestionnaireId=q1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Choose your medication' })).toBeVisible();
    expect(await screen.findByText('Price picker')).toBeVisible();
  });

  it('skips the account for a patient who signed in after starting', async () => {
    signedIn = { patient: {} };
    saved = progress({ currentStepId: null, hasAccount: false });
    renderAt('/get-started?patientQuestionnaireId=q1');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Choose your medication' }, { timeout: 5_000 }),
    ).toBeVisible();
    expect(screen.getByText('Step 4 of 5')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Create your account' })).toBeNull();
  });

  it('points to the dashboard when a request for this treatment is already under way', async () => {
    const user = userEvent.setup();
    renderAt('/get-started?treatmentCategories=edys');
    await user.type(await screen.findByLabelText('Your ZIP code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A new subscription can start once your current one is completed or rejected.',
    );
    expect(screen.getByRole('link', { name: 'Follow it on your dashboard' })).toHaveAttribute('href', '/rx');
  });

  it('explains when a visit cannot be opened', async () => {
    renderAt('/get-started?patientQuestionnaireId=someone-else');
    expect(await screen.findByRole('heading', { name: 'We could not open your visit' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeVisible();
  });
});
