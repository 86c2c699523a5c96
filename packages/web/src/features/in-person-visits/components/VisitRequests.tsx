import { type ClinicianVisitRequest, formatPhone, IN_PERSON } from '@carespace/domain';
import { Suspense, useRef, useState } from 'react';
import { lazyAntd } from '../../../components/lazy-antd.tsx';
import { Card } from '../../../components/plain/Card.tsx';
import { Skeleton } from '../../../components/plain/Skeleton.tsx';
import { Tag, type TagColor } from '../../../components/plain/Tag.tsx';
import { formatDate } from '../../../lib/date-format.ts';
import { toast } from '../../../lib/notify.ts';
import { useAcceptVisit, useSharedAnswers, useVisitRequests } from '../api/in-person-api.ts';
import { visitTime } from './visit-format.ts';
import './VisitRequests.css';

/** The decline dialog is built with antd: it loads, with antd, when the clinician presses Decline. */
const DeclineVisitDialog = lazyAntd(
  async () => (await import('./DeclineVisitDialog.tsx')).DeclineVisitDialog,
);

const STATUS: Record<ClinicianVisitRequest['status'], { label: string; color: TagColor }> = {
  REQD: { label: 'Waiting for you', color: 'warning' },
  ACPT: { label: 'Accepted', color: 'success' },
  DECL: { label: 'Declined', color: 'default' },
};

function SharedAnswers({ id }: { id: string }) {
  const answers = useSharedAnswers(id, true);
  if (answers.isPending) return <Skeleton title={false} rows={3} />;
  if (!answers.data) return null;
  return (
    <ol className="cs-visit-answers" aria-label="Shared answers">
      {answers.data.map((a) => (
        <li key={a.questionId}>
          <strong>{a.question}</strong>
          <div>{a.answer.join(', ')}</div>
        </li>
      ))}
    </ol>
  );
}

function VisitRequestItem({ visit }: { visit: ClinicianVisitRequest }) {
  const accept = useAcceptVisit();
  const [showAnswers, setShowAnswers] = useState(false);
  const [time, setTime] = useState<string | null>(null);
  const [declining, setDeclining] = useState(false);
  const declineButton = useRef<HTMLButtonElement>(null);
  const status = STATUS[visit.status];

  const closeDecline = () => {
    setDeclining(false);
    // The dialog leaves with its module's state; the keyboard goes back to where it was, not to the page's top.
    declineButton.current?.focus();
  };

  return (
    <li className="cs-visit-request">
      <div className="cs-visit-request__head">
        <strong>
          {visit.patientName} · {visit.treatmentCategory.name}
        </strong>
        <Tag color={status.color}>{status.label}</Tag>
      </div>
      <span className="cs-visit-request__secondary">
        Asked {formatDate(visit.createdOn)}
        {visit.patientEmail ? ` · ${visit.patientEmail}` : ''}
        {visit.patientPhone ? ` · ${formatPhone(visit.patientPhone)}` : ''}
      </span>
      {visit.referralNote && (
        <span>
          <strong>Reviewer’s note: </strong>
          {visit.referralNote}
        </span>
      )}
      {visit.shareAnswers ? (
        showAnswers ? (
          <SharedAnswers id={visit.id} />
        ) : (
          <button
            type="button"
            className="cs-button cs-button--secondary cs-visit-request__button"
            onClick={() => setShowAnswers(true)}
          >
            Read the shared answers
          </button>
        )
      ) : (
        <span className="cs-visit-request__secondary">The patient chose not to share their answers.</span>
      )}
      {visit.status === 'ACPT' && visit.acceptedTime && <span>Visit on {visitTime(visit.acceptedTime)}</span>}
      {visit.status === 'DECL' && visit.declineReason && (
        <span className="cs-visit-request__secondary">You declined: {visit.declineReason}</span>
      )}
      {visit.status === 'REQD' && (
        <div className="cs-visit-request__answer">
          <fieldset className="cs-visit-request__times">
            {/* The times speak for themselves on screen; the legend names the group for assistive technology. */}
            <legend className="cs-visually-hidden">Proposed times of {visit.patientName}</legend>
            {visit.proposedTimes.map((t) => (
              <label key={t} className="cs-visit-request__time">
                <input
                  type="radio"
                  name={`visit-time-${visit.id}`}
                  value={t}
                  checked={time === t}
                  onChange={() => setTime(t)}
                />
                {visitTime(t)}
              </label>
            ))}
          </fieldset>
          <div className="cs-visit-request__actions">
            <button
              type="button"
              className="cs-button cs-visit-request__button"
              disabled={!time || accept.isPending}
              aria-busy={accept.isPending || undefined}
              onClick={() =>
                time &&
                accept.mutate(
                  { id: visit.id, time },
                  {
                    onSuccess: () => void toast('success', 'Accepted. The patient has the address and time.'),
                  },
                )
              }
            >
              Accept this time
            </button>
            <button
              ref={declineButton}
              type="button"
              className="cs-button cs-button--secondary cs-visit-request__button"
              onClick={() => setDeclining(true)}
            >
              Decline
            </button>
          </div>
        </div>
      )}
      {declining && (
        <Suspense fallback={null}>
          <DeclineVisitDialog visitId={visit.id} onClose={closeDecline} />
        </Suspense>
      )}
    </li>
  );
}

/**
 * Visit requests on a clinician's dashboard: patients Carespace referred for an in-person exam asking to be seen
 * at their practice. Shown only to those who have any. Plain React and CSS (on /provider and on a clinician's
 * /rx); declining opens a dialog that brings antd.
 */
export function VisitRequests() {
  const requests = useVisitRequests();
  const list = requests.data ?? [];
  if (requests.isPending || list.length === 0) return null;
  return (
    <Card
      as="section"
      title={<h2 className="cs-visit-requests__title">Visit requests</h2>}
      className="cs-visit-requests"
    >
      <ul className="cs-visit-requests__list">
        {list.map((visit) => (
          <VisitRequestItem key={visit.id} visit={visit} />
        ))}
      </ul>
      <p className="cs-visit-requests__note">{IN_PERSON.notMedicalRecord}</p>
    </Card>
  );
}
