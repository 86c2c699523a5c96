import { formatPhone, formatReceiptAmount, type RecordAccessEntry } from '@carespace/domain';
import PDFDocument from 'pdfkit';
import type { RecordContents, RecordOrder, RecordRequest } from './record-data.ts';

// Carespace's colours (docs of the brand): teal for the mark, navy headings, body and secondary text.
const TEAL = '#0F6E6E';
const NAVY = '#1D4E89';
const TEXT = '#1F2933';
const MUTED = '#52606D';
const RULE = '#D9E2E2';
const STATUS_COLOUR = {
  approved: '#2E7D32',
  rejected: '#B3261E',
  waiting: '#9A5B00',
  unpaid: MUTED,
} as const;

const day = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', dateStyle: 'medium' });
const moment = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  dateStyle: 'medium',
  timeStyle: 'short',
});
const dayOf = (value: Date | null) => (value ? day.format(value) : '-');
const money = (cents: number | null) => formatReceiptAmount(cents);

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, text: string) {
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(15).fillColor(NAVY).text(text);
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(0.4);
}

function subheading(doc: Doc, text: string) {
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).fillColor(TEXT).text(text);
}

/** A "Label: value" line, the label in the secondary colour. */
function field(doc: Doc, label: string, value: string) {
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(MUTED)
    .text(`${label}: `, { continued: true })
    .fillColor(TEXT)
    .text(value);
}

function para(doc: Doc, text: string, colour = TEXT) {
  doc.font('Helvetica').fontSize(10).fillColor(colour).text(text);
}

const DECISION_WORDS = {
  approved: 'Approved',
  rejected: 'Not approved',
  waiting: 'Paid, waiting for a clinician',
  unpaid: 'Not finished (not paid)',
} as const;

function orderLine(order: RecordOrder): string {
  const parts = [`Paid ${money(order.amountCents)} on ${dayOf(order.paidOn)}`];
  if (order.card) parts.push(order.card);
  if (order.taxCents > 0) parts.push(`including tax ${money(order.taxCents)}`);
  parts.push(order.shippedOn ? `shipped ${dayOf(order.shippedOn)}` : 'not shipped yet');
  parts.push(order.trackingNumber ? `tracking number ${order.trackingNumber}` : 'no tracking number');
  return parts.join(' · ');
}

function request(doc: Doc, item: RecordRequest) {
  heading(doc, `${item.categoryName} request`);
  field(doc, 'Started', dayOf(item.createdOn));
  if (item.paidOn) field(doc, 'Paid and sent for review', dayOf(item.paidOn));
  field(
    doc,
    'Medication',
    item.medication
      ? `${item.medication.name} ${item.medication.dosage} (${item.medication.daySupply}-day supply)`
      : 'Not chosen',
  );
  if (item.shipTo) field(doc, 'Ships to', item.shipTo);

  subheading(doc, 'Decision');
  const { decision } = item;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .fillColor(STATUS_COLOUR[decision.kind])
    .text(DECISION_WORDS[decision.kind]);
  if (decision.on) field(doc, 'Decided on', dayOf(decision.on));
  if (decision.reviewerName && (decision.kind === 'approved' || decision.kind === 'rejected')) {
    field(doc, 'Reviewing clinician', decision.reviewerName);
  }
  if (decision.reason) field(doc, 'Reason', decision.reason);
  if (decision.note) field(doc, "Clinician's note", decision.note);

  subheading(doc, 'Your answers');
  if (item.answers.length === 0) para(doc, 'No answers saved yet.', MUTED);
  for (const answer of item.answers) {
    doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(answer.question);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(TEXT)
      .text(answer.answer.join(', ') || '-', { indent: 12 });
    doc.moveDown(0.25);
  }

  subheading(doc, 'Files');
  if (item.files.length === 0) para(doc, 'No files uploaded for this request.', MUTED);
  for (const file of item.files) {
    para(
      doc,
      `${file.kind}: ${file.originalName}, uploaded ${dayOf(file.uploadedOn)} (${Math.ceil(file.sizeBytes / 1024)} KB)`,
    );
  }

  subheading(doc, 'Orders');
  if (item.orders.length === 0) para(doc, 'No orders yet.', MUTED);
  for (const order of item.orders) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(TEXT).text(`Order ${order.orderNumber}`);
    doc.font('Helvetica').fontSize(10).fillColor(TEXT).text(orderLine(order), { indent: 12 });
    if (order.refundedCents > 0) {
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(TEXT)
        .text(`Refunded ${money(order.refundedCents)} on ${dayOf(order.refundedOn)}`, { indent: 12 });
    }
    doc.moveDown(0.2);
  }
}

/** The page number and the date it was made at the foot of every page. */
function footers(doc: Doc, madeOn: Date) {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(
        `Carespace health record · made ${moment.format(madeOn)} · page ${i + 1} of ${range.count}`,
        doc.page.margins.left,
        doc.page.height - 36,
        {
          width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
          align: 'center',
          lineBreak: false,
        },
      );
    doc.page.margins.bottom = bottom;
  }
}

/** The record as a PDF a person reads and prints. */
export function recordPdf(
  record: RecordContents,
  reads: readonly RecordAccessEntry[],
  options: { now: Date; preparedFor?: string },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: 56, bottom: 60, left: 56, right: 56 },
    bufferPages: true,
    info: {
      Title: `Health record of ${record.patient.firstName} ${record.patient.lastName}`,
      Author: 'Carespace',
      CreationDate: options.now,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { patient } = record;
  doc.font('Helvetica-Bold').fontSize(20).fillColor(TEAL).text('Carespace');
  doc.font('Helvetica-Bold').fontSize(16).fillColor(NAVY).text('Your health record');
  para(
    doc,
    `Everything Carespace holds about you, made on ${moment.format(options.now)} (New York time).` +
      (options.preparedFor ? ` Prepared by Carespace staff: ${options.preparedFor}.` : ''),
    MUTED,
  );

  heading(doc, 'About you');
  field(doc, 'Name', `${patient.firstName} ${patient.lastName}`.trim());
  field(doc, 'Email', patient.email);
  field(doc, 'Phone', patient.phone ? formatPhone(patient.phone) : '-');
  field(doc, 'Date of birth', patient.dateOfBirth ?? '-');
  field(doc, 'Gender', patient.gender ?? '-');
  field(doc, 'With Carespace since', dayOf(patient.memberSince));

  if (record.requests.length === 0) {
    heading(doc, 'Prescription requests');
    para(
      doc,
      'You have no prescription requests with us yet, so there are no answers, decisions or orders to show. ' +
        'When you start one, it will appear here.',
    );
  }
  for (const item of record.requests) request(doc, item);

  heading(doc, 'Who has read your record');
  if (reads.length === 0) para(doc, 'Nobody at Carespace has read your record.', MUTED);
  for (const read of reads) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor(TEXT)
      .text(`${moment.format(new Date(read.occurredAt))} · ${read.reader.name} (${read.reader.roleLabel})`);
    para(doc, `${read.what} · from ${read.where}`, MUTED);
    doc.moveDown(0.2);
  }
  para(doc, 'Your own views of your record are not listed.', MUTED);

  footers(doc, options.now);
  doc.end();
  return done;
}
