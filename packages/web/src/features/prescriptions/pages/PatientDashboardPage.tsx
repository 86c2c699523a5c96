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
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Tag, Typography } from 'antd';
import { type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { IdleGate } from '../../../components/IdleGate.tsx';
import { lazyWithReload } from '../../../lib/lazy-with-reload.ts';
import type { ReviewRole } from '../api/review-api.ts';
import { confirmCheckoutSession, SUBSCRIPTIONS_KEY, useSubscriptions } from '../api/subscriptions-api.ts';
import { ReferralSlot } from '../components/referral-slot.ts';
import { SubscriptionEntry } from '../components/SubscriptionEntry.tsx';
import { SubscriptionSummary } from '../components/SubscriptionSummary.tsx';
import './PatientDashboardPage.css';

/**
 * The review list (its table, date and status filters, decision and fulfilment forms) shows here only for a
 * reviewer or a pharmacist, never a patient: its own chunk, so a patient's dashboard does not load it.
 */
const PrescriptionRequests = lazyWithReload<{ role: ReviewRole }>(async () => ({
  default: (await import('../components/PrescriptionRequests.tsx')).PrescriptionRequests,
}));

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
  const color = (CATEGORY_TAG_COLORS as Record<string, string>)[code] ?? 'cyan';
  const canStart = canStartNewSubscription(group.subscriptions);
  const newest = group.subscriptions[0];
  return (
    <section className="cs-rx__group" aria-labelledby={`rx-group-${code}`}>
      <Flex justify="space-between" align="center" gap={8} wrap className="cs-rx__group-head">
        <Typography.Title level={3} id={`rx-group-${code}`} className="cs-rx__group-title">
          <Tag color={color}>{code}</Tag> {group.treatmentCategory.name}
        </Typography.Title>
        {canStart && (
          <Button onClick={() => navigate(`/get-started?treatmentCategories=${treatmentCategorySlug(code)}`)}>
            Start a new request
          </Button>
        )}
      </Flex>
      <Flex vertical gap={12}>
        {group.subscriptions.map((subscription) => (
          <SubscriptionEntry key={subscription.id} subscription={subscription} />
        ))}
      </Flex>
      {!canStart && newest && subscriptionStatus(newest) !== 'Incomplete' && (
        <Typography.Paragraph type="secondary" className="cs-rx__group-note">
          A new {group.treatmentCategory.name} request can start once this one is completed or rejected.
        </Typography.Paragraph>
      )}
    </section>
  );
}

function PatientTreatments({ confirming }: { confirming: boolean }) {
  const { data, isPending, isError, error, refetch, isFetching } = useSubscriptions();
  const navigate = useNavigate();

  if (isPending || confirming) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={error.message}
        action={
          <Button size="small" loading={isFetching} onClick={() => void refetch()}>
            {PRESCRIPTIONS.fetchAgain}
          </Button>
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
            <Typography.Paragraph style={{ marginBottom: 4 }}>
              You have no prescriptions yet.
            </Typography.Paragraph>
            <Typography.Text type="secondary">
              Start an online visit: answer a few questions, choose your medication and a licensed provider
              reviews your request. Your requests, their status and your shipments show here.
            </Typography.Text>
          </>
        }
      >
        <Button type="primary" onClick={() => navigate('/get-started')}>
          Start a new treatment
        </Button>{' '}
        <Link to="/what-we-treat">See what we treat</Link>
      </Empty>
    );
  }
  return (
    <Flex vertical gap={24}>
      <SubscriptionSummary subscriptions={subscriptions} />
      {groups
        .filter((group) => group.subscriptions.length > 0)
        .map((group) => (
          <CategoryGroup key={group.treatmentCategory.id} group={group} />
        ))}
      <Flex justify="flex-start">
        <Button type="primary" onClick={() => navigate('/get-started')}>
          Start a new treatment
        </Button>
      </Flex>
    </Flex>
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
        <Descriptions
          column={{ xs: 1, sm: 1, md: 3 }}
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
      <Alert type="error" showIcon title={PRESCRIPTIONS.emergency} />
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
            <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
              <PrescriptionRequests role={person.reviewRole} />
            </Suspense>
          ) : (
            <Empty
              description={
                <Typography.Text type="secondary">
                  Prescription requests for you to review will show here.
                </Typography.Text>
              }
            />
          )}
        </Card>
        {!person.isPatient && providerExtra}
      </IdleGate>
    </div>
  );
}
