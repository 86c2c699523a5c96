import {
  type MembershipBilling as Billing,
  formatCents,
  MEMBERSHIP,
  MEMBERSHIP_BENEFITS,
  MEMBERSHIP_PLAN_NAME,
  MEMBERSHIP_PRICE_CENTS,
  MEMBERSHIP_SPECIAL_RATE_NOTE,
} from '@carespace/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Result, Row, Spin, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { formatFullDate } from '../../../lib/date-format.ts';
import { toast } from '../../../lib/notify.ts';
import {
  confirmMembershipCheckout,
  membershipKey,
  membershipPortalUrl,
  startMembershipCheckout,
  useMembership,
  useNextMembershipPayment,
} from '../api/membership-api.ts';

/** The query parameter the payment page returns the checkout session id in. */
export const SESSION_PARAM = 'sessionId';
/** Survives the reload after a confirmed checkout, so the thank-you is still shown. */
const CONFIRMED_FLAG = 'cs-membership-confirmed';

const messageOf = (error: unknown) =>
  (error instanceof ApiError || error instanceof Error ? error.message : MEMBERSHIP.genericError).replace(
    /\.$/,
    '',
  );

export interface MembershipBillingProps {
  organizationId: string | null;
  /** The account being looked at: an admin starts the membership on behalf of this person. */
  accountUserId: string;
  viewerIsAdmin: boolean;
}

function Benefits() {
  return (
    <Row gutter={[24, 8]}>
      <Col xs={24} md={12}>
        <Typography.Title level={3} className="cs-billing__benefits-title">
          If you list space
        </Typography.Title>
        <ul className="cs-account__benefits">
          {MEMBERSHIP_BENEFITS.listers.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Col>
      <Col xs={24} md={12}>
        <Typography.Title level={3} className="cs-billing__benefits-title">
          If you are looking for space
        </Typography.Title>
        <ul className="cs-account__benefits">
          {MEMBERSHIP_BENEFITS.seekers.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      </Col>
    </Row>
  );
}

function statusOf(billing: Billing): { tag: string; color: string; line: string } {
  const end = formatFullDate(billing.currentPeriodEnd);
  if (billing.status === 'active' && billing.cancelAtPeriodEnd) {
    return { tag: 'Canceling', color: 'gold', line: `Your membership stays active until ${end}, then ends.` };
  }
  if (billing.status === 'active') {
    return {
      tag: 'Active',
      color: 'green',
      line: 'Your membership renews each month. Use View / Update to change your card or cancel.',
    };
  }
  if (billing.status === 'past_due') {
    return {
      tag: 'Payment due',
      color: 'orange',
      line: 'Your last payment did not go through. Please update your card so your membership carries on.',
    };
  }
  if (billing.status === 'canceled') {
    return billing.isPaid
      ? { tag: 'Canceled', color: 'default', line: `Your membership stays active until ${end}.` }
      : {
          tag: 'Ended',
          color: 'default',
          line: `Your membership ended on ${end}. You can start it again any time.`,
        };
  }
  if (billing.plan === 'LGCY')
    return { tag: 'Active', color: 'green', line: 'Your legacy membership carries on.' };
  return { tag: 'Free', color: 'default', line: 'Your practice is on the free Standard plan.' };
}

/**
 * Billing & Membership: the active card (plan, status, next payment, View / Update opening the
 * payment portal in a new window) for a standard, canceled or subscribed account, otherwise the checkout card
 * with the $60 a month plan and its benefits. The payment page returns here with its session id, which is
 * confirmed, cleared from the address, thanked for and, for the member themselves, reloaded on this tab.
 */
export function MembershipBilling({ organizationId, accountUserId, viewerIsAdmin }: MembershipBillingProps) {
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const sessionId = params.get(SESSION_PARAM);
  const membership = useMembership(organizationId, organizationId !== null && !sessionId);
  const billing = membership.data;
  const showsNext = billing?.status === 'active' && !billing.cancelAtPeriodEnd;
  const nextPayment = useNextMembershipPayment(organizationId, Boolean(showsNext));
  const [starting, setStarting] = useState(false);
  const [opening, setOpening] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const confirming = useRef(false);

  useEffect(() => {
    if (sessionStorage.getItem(CONFIRMED_FLAG)) {
      sessionStorage.removeItem(CONFIRMED_FLAG);
      setConfirmed(true);
      void toast('success', MEMBERSHIP.checkoutConfirmed);
    }
  }, []);

  useEffect(() => {
    if (!sessionId || !organizationId || confirming.current) return;
    confirming.current = true;
    const clearSession = () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.delete(SESSION_PARAM);
          next.set('tab', 'billing');
          return next;
        },
        { replace: true },
      );
    confirmMembershipCheckout(sessionId, organizationId)
      .then((result) => {
        queryClient.setQueryData(membershipKey(organizationId), result);
        if (viewerIsAdmin) {
          clearSession();
          setConfirmed(true);
          void toast('success', MEMBERSHIP.checkoutConfirmed);
          return;
        }
        // The member's whole app (menus, tiles, what they may do) follows the new plan: start it afresh.
        sessionStorage.setItem(CONFIRMED_FLAG, '1');
        window.location.replace(`${window.location.pathname}?tab=billing`);
      })
      .catch(() => {
        clearSession();
        void toast('error', MEMBERSHIP.genericError);
      })
      .finally(() => {
        confirming.current = false;
      });
  }, [sessionId, organizationId, viewerIsAdmin, queryClient, setParams]);

  const upgrade = async () => {
    if (!organizationId) {
      void toast('error', MEMBERSHIP.missingOrganizationId);
      return;
    }
    setStarting(true);
    try {
      const checkout = await startMembershipCheckout({
        ...(viewerIsAdmin ? { userId: accountUserId } : {}),
        organizationId,
      });
      window.location.assign(checkout.url);
    } catch (error) {
      setStarting(false);
      void toast('error', MEMBERSHIP.setupFailed(messageOf(error)));
    }
  };

  const openPortal = async () => {
    if (!organizationId) {
      void toast('error', MEMBERSHIP.missingOrganizationId);
      return;
    }
    // Opened now, while the click still counts, so a popup blocker lets it through; the address follows.
    const portal = window.open('', '_blank');
    setOpening(true);
    try {
      const url = await membershipPortalUrl(organizationId);
      if (portal) {
        portal.opener = null;
        portal.location.href = url;
      } else {
        window.location.assign(url);
      }
    } catch (error) {
      portal?.close();
      void toast('error', MEMBERSHIP.customerInfoFailed(messageOf(error)));
    } finally {
      setOpening(false);
    }
  };

  if (sessionId || (membership.isPending && organizationId !== null)) {
    return (
      <Card title="Billing & Membership">
        <Flex justify="center" vertical align="center" gap={12} style={{ padding: 32 }}>
          <Spin aria-label={sessionId ? 'Confirming your membership' : 'Loading your membership'} />
          {sessionId ? <Typography.Text>Confirming your membership…</Typography.Text> : null}
        </Flex>
      </Card>
    );
  }
  if (!billing) {
    return (
      <Card title="Billing & Membership">
        <Result
          status="warning"
          title={organizationId ? MEMBERSHIP.genericError : MEMBERSHIP.missingOrganizationId}
          extra={
            organizationId ? (
              <Button onClick={() => void membership.refetch()}>Fetch again</Button>
            ) : undefined
          }
        />
      </Card>
    );
  }

  const thanks = confirmed ? (
    <Alert type="success" showIcon title={MEMBERSHIP.checkoutConfirmed} className="cs-billing__notice" />
  ) : null;

  if (billing.showsActiveCard) {
    const status = statusOf(billing);
    return (
      <Card title={MEMBERSHIP_PLAN_NAME} className="cs-billing">
        {thanks}
        <Descriptions
          column={1}
          items={[
            { key: 'plan', label: 'Plan', children: billing.planLabel },
            {
              key: 'status',
              label: 'Status',
              children: <Tag color={status.color}>{status.tag}</Tag>,
            },
            ...(billing.status !== 'none'
              ? [
                  {
                    key: 'price',
                    label: 'Price',
                    children: `${formatCents(MEMBERSHIP_PRICE_CENTS)} per month`,
                  },
                ]
              : []),
            ...(showsNext
              ? [
                  {
                    key: 'next',
                    label: 'Next payment',
                    children: nextPayment.data ? formatFullDate(nextPayment.data * 1000) : '—',
                  },
                ]
              : []),
          ]}
        />
        <Typography.Paragraph>{status.line}</Typography.Paragraph>
        <Flex gap={8} wrap>
          {billing.hasPaymentCustomer ? (
            <Button type="primary" loading={opening} onClick={() => void openPortal()}>
              View / Update
            </Button>
          ) : null}
          {!billing.isPaid ? (
            <Button
              type={billing.hasPaymentCustomer ? 'default' : 'primary'}
              loading={starting}
              onClick={() => void upgrade()}
            >
              Upgrade
            </Button>
          ) : null}
        </Flex>
      </Card>
    );
  }

  return (
    <Card title={MEMBERSHIP_PLAN_NAME} className="cs-billing">
      {thanks}
      <Flex className="cs-billing__price" align="baseline" gap={6} wrap>
        <span className="cs-billing__amount">{formatCents(MEMBERSHIP_PRICE_CENTS)}</span>
        <Typography.Text type="secondary">per month, billed monthly. Cancel any time.</Typography.Text>
      </Flex>
      <Typography.Paragraph>
        Your practice is on the free plan. Membership opens every introduction and conversation on Carespace.
      </Typography.Paragraph>
      <Benefits />
      <Typography.Paragraph type="secondary">{MEMBERSHIP_SPECIAL_RATE_NOTE}</Typography.Paragraph>
      <Button type="primary" size="large" loading={starting} onClick={() => void upgrade()}>
        Upgrade
      </Button>
    </Card>
  );
}
