import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO, expect, signIn, test } from '../fixtures/accounts.ts';
import { fhirErrors } from '../fixtures/fhir-schema.ts';
import { expectNoSidewaysScroll } from '../fixtures/layout.ts';

// Prepares the record, reads the PDF and the bundle, then opens both widths: longer than one page's journey.
test.describe.configure({ timeout: 120_000 });

/*
 * A patient's right of access: the demo patient prepares their record on their account page, downloads the PDF
 * and the FHIR file, and both hold what the API itself says about them; the access list names the clinician
 * and the pharmacist who read it. Read-only: it changes nothing other journeys rely on. Other journeys may decide
 * the demo patient's waiting requests meanwhile, so the API is read before and after the downloads and a fact
 * that changed in between may be either.
 */

interface Order {
  id: string;
  orderNumber: string;
  amountCents: number | null;
  trackingNumber: string | null;
  shippedOn: number | null;
}
interface Subscription {
  id: string;
  acceptedOn: string | null;
  rejectedOn: string | null;
  hasPaid: boolean;
  orderHistory: Order[];
}
interface Group {
  treatmentCategory: { id: string; name: string };
  subscriptions: Subscription[];
}
type FhirResource = { resourceType: string; id: string } & Record<string, unknown>;

async function apiResult<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), path).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function decisionOf(s: Subscription): 'approved' | 'rejected' | 'waiting' | 'unpaid' {
  if (s.acceptedOn) return 'approved';
  if (s.rejectedOn) return 'rejected';
  return s.hasPaid ? 'waiting' : 'unpaid';
}

const PDF_DECISION = {
  approved: 'Approved',
  rejected: 'Not approved',
  waiting: 'Paid, waiting for a clinician',
  unpaid: 'Not finished (not paid)',
};
const FHIR_STATUS = {
  approved: ['active', 'stopped'],
  rejected: ['cancelled'],
  waiting: ['draft'],
  unpaid: [],
};

/** Every fact the record must show, keyed so the snapshots before and after can be compared fact by fact. */
function facts(groups: Group[]) {
  const out = new Map<string, { pdf: string[]; fhirStatus: string[] }>();
  for (const group of groups) {
    for (const s of group.subscriptions) {
      const decision = decisionOf(s);
      out.set(`request:${s.id}`, {
        pdf: [`${group.treatmentCategory.name} request`, PDF_DECISION[decision]],
        fhirStatus: FHIR_STATUS[decision],
      });
      for (const o of s.orderHistory) {
        const lines = [`Order ${o.orderNumber}`];
        if (o.amountCents !== null) lines.push(`Order ${o.orderNumber} Paid ${dollars(o.amountCents)}`);
        if (o.trackingNumber) lines.push(`tracking number ${o.trackingNumber}`);
        out.set(`order:${o.id}`, { pdf: lines, fhirStatus: [] });
      }
    }
  }
  return out;
}

test('the demo patient downloads their whole record and sees who has read it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, DEMO.patient);
  const identity = await apiResult<{ id: string; firstName: string; lastName: string }>(
    page,
    '/api/auth/identity',
  );
  const before = await apiResult<Group[]>(page, '/api/prescription/subscription');
  expect(before.flatMap((g) => g.subscriptions).length).toBeGreaterThanOrEqual(3);

  await page.goto('/rx/account?tab=record');
  await page.getByRole('button', { name: 'Prepare my record' }).click();
  const pdfLink = page.getByRole('link', { name: /Download PDF/ });
  await expect(pdfLink).toBeVisible();
  await expect(page.getByRole('status')).toContainText('Your record is ready');
  await page.screenshot({ path: '/tmp/shots/record-1280.png', fullPage: true });

  let downloading = page.waitForEvent('download');
  await pdfLink.click();
  const pdfDownload = await downloading;
  expect(pdfDownload.suggestedFilename()).toMatch(/^carespace-record-lee-\d{4}-\d\d-\d\d\.pdf$/);
  const pdf = await getDocumentProxy(new Uint8Array(await readFile((await pdfDownload.path()) as string)));
  const text = (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ');

  downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: /Download FHIR file/ }).click();
  const fhirDownload = await downloading;
  expect(fhirDownload.suggestedFilename()).toMatch(/\.fhir\.json$/);
  const bundle = JSON.parse(await readFile((await fhirDownload.path()) as string, 'utf8')) as {
    resourceType: string;
    entry: Array<{ resource: FhirResource }>;
  };
  const after = await apiResult<Group[]>(page, '/api/prescription/subscription');

  // The PDF: the patient, and every request, decision and order with its amount and tracking number.
  expect(text).toContain(`Name: ${identity.firstName} ${identity.lastName}`);
  expect(text).toMatch(/page 1 of \d+/);
  const [was, now] = [facts(before), facts(after)];
  for (const [key, fact] of now) {
    const earlier = was.get(key);
    for (const [index, line] of fact.pdf.entries()) {
      const alternatives = [line, earlier?.pdf[index]].filter((l): l is string => Boolean(l));
      expect(
        alternatives.some((l) => text.includes(l)),
        `${key}: ${alternatives.join(' or ')}`,
      ).toBe(true);
    }
  }

  // The bundle: valid FHIR R4, and the same requests, prescriptions and shipped orders as the API's.
  expect(fhirErrors(bundle)).toEqual([]);
  const of = (type: string) => bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === type);
  const [patient] = of('Patient');
  expect(patient?.name).toEqual([
    expect.objectContaining({ text: `${identity.firstName} ${identity.lastName}` }),
  ]);
  const requests = after.flatMap((g) => g.subscriptions);
  expect(
    of('QuestionnaireResponse')
      .map((r) => r.id)
      .sort(),
  ).toEqual(requests.map((s) => s.id).sort());
  const prescriptions = new Map(of('MedicationRequest').map((r) => [r.id, r.status as string]));
  for (const s of requests) {
    const allowed = [
      ...(now.get(`request:${s.id}`)?.fhirStatus ?? []),
      ...(was.get(`request:${s.id}`)?.fhirStatus ?? []),
    ];
    if (allowed.length === 0) expect(prescriptions.has(s.id)).toBe(false);
    else expect(allowed, `the prescription of ${s.id}`).toContain(prescriptions.get(s.id));
  }
  const dispensed = new Map(
    of('MedicationDispense').map((d) => [
      (d.identifier as Array<{ value: string }>)[0]?.value,
      (d.note as Array<{ text: string }>)[0]?.text ?? '',
    ]),
  );
  const shippedBefore = new Set(
    before
      .flatMap((g) => g.subscriptions.flatMap((s) => s.orderHistory))
      .filter((o) => o.shippedOn)
      .map((o) => o.orderNumber),
  );
  for (const order of requests.flatMap((s) => s.orderHistory)) {
    if (order.shippedOn && shippedBefore.has(order.orderNumber)) {
      expect(dispensed.get(order.orderNumber), order.orderNumber).toContain(dollars(order.amountCents ?? 0));
      if (order.trackingNumber) expect(dispensed.get(order.orderNumber)).toContain(order.trackingNumber);
    }
    if (!order.shippedOn) expect(dispensed.has(order.orderNumber)).toBe(false);
  }

  // Who has read my record: the demo clinician and pharmacist, by name and role.
  const access = page.getByRole('region', { name: 'Who has read my record' });
  await expect(access.getByRole('listitem').filter({ hasText: 'Daniel Kim' }).first()).toContainText(
    'Reviewing clinician',
  );
  await expect(access.getByRole('listitem').filter({ hasText: 'Priya Shah' }).first()).toContainText(
    'Pharmacist',
  );

  // At 390 px the page still fits: the table scrolls inside its card.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Prepare again' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/record-390.png', fullPage: true });
});
