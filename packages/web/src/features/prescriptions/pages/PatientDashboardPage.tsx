import {
  CATEGORY_TAG_COLORS,
  canStartNewSubscription,
  formatPhone,
  PRESCRIPTIONS,
  type PrescriptionSubscriptionGroup,
  subscriptionStatus,
  type TreatmentCategory,
  treatmentCategorySlug,
} from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IdleGate } from '../../../components/IdleGate.tsx';
import { Alert } from '../../../components/plain/Alert.tsx';
import { Card } from '../../../components/plain/Card.tsx';
import { DescriptionList } from '../../../components/plain/DescriptionList.tsx';
import { Empty } from '../../../components/plain/Empty.tsx';
import { Skeleton, SkeletonBox } from '../../../components/plain/Skeleton.tsx';
import { Tag, type TagColor } from '../../../components/plain/Tag.tsx';
import { lazyWithReload } from '../../../lib/lazy-with-reload.ts';
import type { ReviewRole } from '../api/review-api.ts';
import { confirmCheckoutSession, SUBSCRIPTIONS_KEY, useSubscriptions } from '../api/subscriptions-api.ts';
import { ReferralSlot } from '../components/referral-slot.ts';
import { SubscriptionEntry } from '../components/SubscriptionEntry.tsx';
import { SubscriptionSummary } from '../components/SubscriptionSummary.tsx';
import './PatientDashboardPage.css';

/**
 * The review list (its table, filters, and the request dialog it opens) shows here only for a reviewer or a
 * pharmacist, never a patient: its own chunk, so a patient's dashboard does not load it.
 */
const PrescriptionRequests = lazyWithReload(async () => ({
  default: (await import('../components/PrescriptionRequests.tsx')).PrescriptionRequests,
}));

/** The review list's placeholder: its tabs, filters and a few rows, while its code arrives. */
const requestsLoading = <Skeleton rows={6} />;

/** The domain's category colours, checked here to be colours a Tag has. */
const CATEGORY_COLORS: Readonly<Record<string, TagColor>> = CATEGORY_TAG_COLORS;

export interface DashboardPerson {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** Patients see their treatments; pharmacists and healthcare professionals the requests to review. */
  isPatient: boolean;
  /** Pharmacists and healthcare professionals review or fulfil requests here (admins at /admin/prescription). */
  reviewRole?: ReviewRole | null;
}

export interface PatientDashboardPageProps {
  person: DashboardPerson;
  onSignOut: () => void;
  /** A referred request's clinicians nearby and visit requests (another feature's panel). */
  referralCare?: (patientQuestionnaireId: string) => ReactNode;
  /** For reviewers and pharmacists: more of their own work below the requests (visit requests sent to them). */
  providerExtra?: ReactNode;
}

const CHECKOUT_SESSION_PARAM = 'checkoutSessionId';
export const CHECKOUT_THANKS = 'Thank you — your request is with our providers.';

/**
 * The return from checkout (?checkoutSessionId=…): confirm the session once, clear the query, say thank you and
 * show the entry as the server now has it (Waiting approval).
 */
function useCheckoutReturn(enabled: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const sessionId = searchParams.get(CHECKOUT_SESSION_PARAM);
  const handled = useRef<string | null>(null);
  const [thanked, setThanked] = useState(false);

  useEffect(() => {
    if (!enabled || !sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    void confirmCheckoutSession(sessionId).then((outcome) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(CHECKOUT_SESSION_PARAM);
          return next;
        },
        { replace: true },
      );
      if (outcome.success) setThanked(true);
      void queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_KEY });
    });
  }, [enabled, sessionId, setSearchParams, queryClient]);

  return { confirming: enabled && sessionId !== null, thanked, dismiss: () => setThanked(false) };
}

function CategoryGroup({ group }: { group: PrescriptionSubscriptionGroup }) {
  const navigate = useNavigate();
  const code = group.treatmentCategory.id as TreatmentCategory;
  const color = CATEGORY_COLORS[code] ?? 'cyan';
  const canStart = canStartNewSubscription(group.subscriptions);
  const newest = group.subscriptions[0];
  return (
    <section className="cs-rx__group" aria-labelledby={`rx-group-${code}`}>
      <div className="cs-rx__group-head">
        <h3 id={`rx-group-${code}`} className="cs-rx__group-title">
          <Tag color={color}>{code}</Tag> {group.treatmentCategory.name}
        </h3>
        {canStart && (
          <button
            type="button"
            className="cs-button cs-button--secondary cs-rx__button"
            onClick={() => navigate(`/get-started?treatmentCategories=${treatmentCategorySlug(code)}`)}
          >
            Start a new request
          </button>
        )}
      </div>
      <div className="cs-rx__entries">
        {group.subscriptions.map((subscription) => (
          <SubscriptionEntry key={subscription.id} subscription={subscription} />
        ))}
      </div>
      {!canStart && newest && subscriptionStatus(newest) !== 'Incomplete' && (
        <p className="cs-rx__secondary cs-rx__group-note">
          A new {group.treatmentCategory.name} request can start once this one is completed or rejected.
        </p>
      )}
    </section>
  );
}

/**
 * The treatments' placeholder, in their shape: the three figures, a category's heading and one request, each
 * as tall as it will be (PatientDashboardPage.css), so the first answer does not push things around.
 */
function TreatmentsLoading() {
  return (
    <div className="cs-rx__treatments" aria-busy="true">
      <div className="cs-rx__summary">
        <SkeletonBox className="cs-rx__stat-placeholder" />
        <SkeletonBox className="cs-rx__stat-placeholder" />
        <SkeletonBox className="cs-rx__stat-placeholder" />
      </div>
      <div>
        <Skeleton rows={0} lineHeight={27} className="cs-rx__group-placeholder" />
        <SkeletonBox className="cs-rx__entry-placeholder" />
      </div>
    </div>
  );
}

function PatientTreatments({ confirming }: { confirming: boolean }) {
  const { data, isPending, isError, error, refetch, isFetching } = useSubscriptions();
  const navigate = useNavigate();

  if (isPending || confirming) return <TreatmentsLoading />;
  if (isError) {
    return (
      <Alert
        type="error"
        title={error.message}
        action={
          <button
            type="button"
            className="cs-button cs-button--secondary cs-rx__button"
            disabled={isFetching}
            aria-busy={isFetching}
            onClick={() => void refetch()}
          >
            {PRESCRIPTIONS.fetchAgain}
          </button>
        }
      />
    );
  }
  const groups = data ?? [];
  const subscriptions = groups.flatMap((group) => group.subscriptions);
  if (subscriptions.length === 0) {
    return (
      <Empty
        description={
          <>
            <p className="cs-rx__empty-title">You have no prescriptions yet.</p>
            <span className="cs-rx__secondary">
              Start an online visit: answer a few questions, choose your medication and a licensed provider
              reviews your request. Your requests, their status and your shipments show here.
            </span>
          </>
        }
      >
        <button type="button" className="cs-button" onClick={() => navigate('/get-started')}>
          Start a new treatment
        </button>
        <Link to="/what-we-treat" className="cs-rx__link">
          See what we treat
        </Link>
      </Empty>
    );
  }
  return (
    <div className="cs-rx__treatments">
      <SubscriptionSummary subscriptions={subscriptions} />
      {groups
        .filter((group) => group.subscriptions.length > 0)
        .map((group) => (
          <CategoryGroup key={group.treatmentCategory.id} group={group} />
        ))}
      <div>
        <button type="button" className="cs-button" onClick={() => navigate('/get-started')}>
          Start a new treatment
        </button>
      </div>
    </div>
  );
}

/**
 * /rx: name, email and phone, then the security check wrapper (the idle gate)
 * around the prescriptions, and the 911 notice. Patients see their subscription summary and their requests by
 * treatment; pharmacists and healthcare professionals use this area too, to review requests (a later page).
 */
export default function PatientDashboardPage({
  person,
  onSignOut,
  referralCare,
  providerExtra,
}: PatientDashboardPageProps) {
  const checkout = useCheckoutReturn(person.isPatient);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const name = `${person.firstName} ${person.lastName}`.trim();

  return (
    <div className="cs-stack">
      <Card>
        <DescriptionList
          columns={3}
          items={[
            { key: 'name', label: 'Name', children: name },
            { key: 'email', label: 'Email', children: person.email },
            { key: 'phone', label: 'Phone', children: person.phone ? formatPhone(person.phone) : '—' },
          ]}
        />
      </Card>
      {checkout.thanked && (
        <Alert
          type="success"
          showIcon
          closable
          // Its close button goes with it: the focus moves on to the treatments, not back to the page's top.
          onClose={() => {
            checkout.dismiss();
            listHeading.current?.focus();
          }}
          role="status"
          title={CHECKOUT_THANKS}
          description="A provider licensed in your state reviews your answers, usually within one business day. We email you as soon as they decide, and you can follow each step here."
        />
      )}
      {/* Above the requests, not under them: it stays where it first shows while they load. */}
      <Alert type="error" title={PRESCRIPTIONS.emergency} />
      <IdleGate onSignOut={onSignOut}>
        <Card
          title={
            <h2 ref={listHeading} tabIndex={-1} style={{ margin: 0, fontSize: 18 }}>
              {person.isPatient ? 'Your treatments' : 'Prescription requests'}
            </h2>
          }
        >
          {person.isPatient ? (
            <ReferralSlot.Provider value={referralCare ?? null}>
              <PatientTreatments confirming={checkout.confirming && !checkout.thanked} />
            </ReferralSlot.Provider>
          ) : person.reviewRole ? (
            <Suspense fallback={requestsLoading}>
              <PrescriptionRequests role={person.reviewRole} />
            </Suspense>
          ) : (
            <Empty description="Prescription requests for you to review will show here." />
          )}
        </Card>
        {!person.isPatient && providerExtra}
      </IdleGate>
    </div>
  );
}
