import { createHash } from 'node:crypto';
import type { QuestionnaireDefinition, RecordAccessEntry } from '@carespace/domain';
import { formatReceiptAmount } from '@carespace/domain';
import type { RecordContents, RecordRequest } from './record-data.ts';

/** A stored file of the record with its bytes, which the bundle carries inline. */
export interface FileBytes {
  id: string;
  bytes: Buffer;
}

type Resource = Record<string, unknown> & { resourceType: string; id: string };

/**
 * Entries refer to each other by urn:uuid, so the bundle stands on its own wherever it is imported: a stable uuid
 * per resource (from its type and our id), the same in every export of the record.
 */
function urnOf(type: string, id: string): string {
  const hex = createHash('sha256').update(`${type}/${id}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** FHIR ids allow letters, digits, '-' and '.'; ours may hold '_' (questionnaire ids). */
const fhirId = (id: string) => id.replace(/[^A-Za-z0-9\-.]/g, '-').slice(0, 64);

const instant = (value: Date) => value.toISOString();

const FHIR_GENDER: Record<string, 'male' | 'female' | 'other' | 'unknown'> = {
  Male: 'male',
  Female: 'female',
  'Prefer not to say': 'unknown',
};

const QUESTION_TYPE = {
  SING: 'choice',
  MULT: 'choice',
  RNGE: 'integer',
  INPT: 'string',
  UPLD: 'attachment',
} as const;

function questionnaireResource(definition: QuestionnaireDefinition, publicUrl: string): Resource {
  return {
    resourceType: 'Questionnaire',
    id: fhirId(definition.id),
    url: questionnaireUrl(definition, publicUrl),
    name: fhirId(definition.id).replace(/[^A-Za-z0-9]/g, ''),
    title: definition.name,
    status: 'active',
    description: definition.intro,
    item: definition.steps.map((step) => ({
      linkId: step.id,
      text: step.title,
      type: 'group',
      item: step.questions.map((question) => ({
        linkId: question.id,
        text: question.text,
        type: QUESTION_TYPE[question.type],
        required: question.required,
        ...(question.type === 'MULT' ? { repeats: true } : {}),
        ...(question.options.length > 0
          ? {
              answerOption: question.options.map((option) => ({
                valueCoding: { code: option.id, display: option.label },
              })),
            }
          : {}),
      })),
    })),
  };
}

const questionnaireUrl = (definition: QuestionnaireDefinition, publicUrl: string) =>
  `${publicUrl}/fhir/Questionnaire/${fhirId(definition.id)}`;

function responseResource(
  request: RecordRequest,
  definition: QuestionnaireDefinition | undefined,
  patientUrn: string,
  publicUrl: string,
): Resource {
  const groups = (definition?.steps ?? [])
    .map((step) => {
      const items = step.questions.flatMap((question) => {
        const view = request.answers.find((a) => a.questionId === question.id);
        if (!view) return [];
        const answer =
          question.type === 'UPLD'
            ? view.files.map((file) => ({
                valueReference: {
                  reference: urnOf('DocumentReference', file.id),
                  display: file.originalName,
                },
              }))
            : question.type === 'SING' || question.type === 'MULT'
              ? view.answer.map((label) => {
                  const option = question.options.find((o) => o.label === label);
                  return { valueCoding: option ? { code: option.id, display: label } : { display: label } };
                })
              : view.answer.map((text) => ({ valueString: text }));
        return answer.length > 0 ? [{ linkId: question.id, text: question.text, answer }] : [];
      });
      return items.length > 0 ? { linkId: step.id, text: step.title, item: items } : null;
    })
    .filter((group) => group !== null);
  return {
    resourceType: 'QuestionnaireResponse',
    id: fhirId(request.id),
    ...(definition ? { questionnaire: questionnaireUrl(definition, publicUrl) } : {}),
    status: request.paidOn ? 'completed' : 'in-progress',
    subject: { reference: patientUrn },
    authored: instant(request.paidOn ?? request.createdOn),
    item: groups,
  };
}

const REQUEST_STATUS = {
  approved: 'active',
  rejected: 'cancelled',
  waiting: 'draft',
  unpaid: 'draft',
} as const;

function medicationText(request: RecordRequest): string {
  return request.medication
    ? `${request.medication.name} ${request.medication.dosage}`
    : 'Medication not chosen';
}

function medicationRequestResource(request: RecordRequest, patientUrn: string): Resource {
  const { decision, medication } = request;
  const status =
    decision.kind === 'approved' && !request.active && request.orders.length > 0
      ? 'stopped'
      : REQUEST_STATUS[decision.kind];
  const notes = [decision.note].filter((note): note is string => Boolean(note));
  return {
    resourceType: 'MedicationRequest',
    id: fhirId(request.id),
    status,
    ...(decision.reason ? { statusReason: { text: decision.reason } } : {}),
    intent: 'order',
    medicationCodeableConcept: { text: medicationText(request) },
    subject: { reference: patientUrn },
    authoredOn: instant(decision.on ?? request.paidOn ?? request.createdOn),
    ...(decision.reviewerName && decision.kind !== 'waiting'
      ? { requester: { display: decision.reviewerName } }
      : {}),
    supportingInformation: [{ reference: urnOf('QuestionnaireResponse', request.id) }],
    ...(notes.length > 0 ? { note: notes.map((text) => ({ text })) } : {}),
    ...(medication
      ? {
          dispenseRequest: {
            expectedSupplyDuration: {
              value: medication.daySupply,
              unit: 'days',
              system: 'http://unitsofmeasure.org',
              code: 'd',
            },
            ...(medication.quantity ? { quantity: { value: medication.quantity } } : {}),
          },
        }
      : {}),
  };
}

function dispenseResources(request: RecordRequest, patientUrn: string, publicUrl: string): Resource[] {
  return request.orders
    .filter((order) => order.shippedOn !== null)
    .map((order) => {
      const paid = order.amountCents === null ? 'Paid' : `Paid ${formatReceiptAmount(order.amountCents)}`;
      const refund = order.refundedCents > 0 ? `; refunded ${formatReceiptAmount(order.refundedCents)}` : '';
      return {
        resourceType: 'MedicationDispense',
        id: fhirId(order.id),
        identifier: [{ system: `${publicUrl}/orders`, value: order.orderNumber }],
        status: 'completed',
        medicationCodeableConcept: { text: medicationText(request) },
        subject: { reference: patientUrn },
        authorizingPrescription: [{ reference: urnOf('MedicationRequest', request.id) }],
        whenHandedOver: instant(order.shippedOn as Date),
        ...(request.shipTo ? { destination: { display: request.shipTo } } : {}),
        note: [
          {
            text:
              `Order ${order.orderNumber}. ${paid} on ${order.paidOn.toISOString().slice(0, 10)}${refund}. ` +
              (order.trackingNumber
                ? `Tracking number ${order.trackingNumber}.`
                : 'Shipped without a tracking number.'),
          },
        ],
      };
    });
}

function documentResources(
  request: RecordRequest,
  patientUrn: string,
  files: readonly FileBytes[],
): Resource[] {
  return request.files.map((file) => {
    const bytes = files.find((f) => f.id === file.id)?.bytes;
    return {
      resourceType: 'DocumentReference',
      id: fhirId(file.id),
      status: 'current',
      type: { text: file.kind },
      subject: { reference: patientUrn },
      date: instant(file.uploadedOn),
      description: file.originalName,
      content: [
        {
          attachment: {
            contentType: file.mimeType,
            ...(bytes ? { data: bytes.toString('base64') } : {}),
            title: file.originalName,
            size: file.sizeBytes,
            creation: instant(file.uploadedOn),
          },
        },
      ],
      context: { related: [{ reference: urnOf('QuestionnaireResponse', request.id) }] },
    };
  });
}

function auditEventResource(entry: RecordAccessEntry, patientUrn: string): Resource {
  return {
    resourceType: 'AuditEvent',
    id: `read-${entry.id}`,
    type: {
      system: 'http://terminology.hl7.org/CodeSystem/audit-event-type',
      code: 'rest',
      display: 'RESTful Operation',
    },
    action: 'R',
    recorded: entry.occurredAt,
    outcome: '0',
    agent: [{ type: { text: entry.reader.roleLabel }, who: { display: entry.reader.name }, requestor: true }],
    source: { site: entry.where, observer: { display: 'Carespace' } },
    entity: [{ what: { reference: patientUrn }, description: entry.what }],
  };
}

/** The record as a FHIR R4 Bundle of type collection, files inline, the access log as AuditEvents. */
export function recordBundle(
  record: RecordContents,
  reads: readonly RecordAccessEntry[],
  files: readonly FileBytes[],
  options: { publicUrl: string; now: Date },
) {
  const { patient } = record;
  const patientUrn = urnOf('Patient', patient.id);
  const resources: Array<{ type: string; ourId: string; resource: Resource }> = [];
  const add = (resource: Resource, ourId: string) =>
    resources.push({ type: resource.resourceType, ourId, resource });
  add(
    {
      resourceType: 'Patient',
      id: fhirId(patient.id),
      identifier: [{ system: `${options.publicUrl}/patients`, value: patient.id }],
      name: [
        {
          text: `${patient.firstName} ${patient.lastName}`.trim(),
          family: patient.lastName,
          given: [patient.firstName],
        },
      ],
      telecom: [
        { system: 'email', value: patient.email },
        ...(patient.phone ? [{ system: 'phone', value: patient.phone }] : []),
      ],
      ...(patient.gender ? { gender: FHIR_GENDER[patient.gender] ?? 'other' } : {}),
      ...(patient.dateOfBirth ? { birthDate: patient.dateOfBirth } : {}),
    },
    patient.id,
  );
  for (const definition of record.definitions.values())
    add(questionnaireResource(definition, options.publicUrl), definition.id);
  for (const request of record.requests) {
    const definition = record.definitions.get(request.category);
    add(responseResource(request, definition, patientUrn, options.publicUrl), request.id);
    if (request.decision.kind !== 'unpaid') add(medicationRequestResource(request, patientUrn), request.id);
    for (const resource of documentResources(request, patientUrn, files)) add(resource, resource.id);
    for (const resource of dispenseResources(request, patientUrn, options.publicUrl))
      add(resource, resource.id);
  }
  for (const entry of reads) add(auditEventResource(entry, patientUrn), String(entry.id));
  return {
    resourceType: 'Bundle',
    id: fhirId(`record-${patient.id}-${options.now.getTime()}`),
    meta: { lastUpdated: instant(options.now) },
    type: 'collection',
    timestamp: instant(options.now),
    entry: resources.map(({ type, ourId, resource }) => ({
      fullUrl: type === 'Questionnaire' ? (resource.url as string) : urnOf(type, ourId),
      resource,
    })),
  };
}
