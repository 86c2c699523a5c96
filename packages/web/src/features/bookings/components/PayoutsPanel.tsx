import { Alert, Button, Col, Empty, Flex, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { usePayouts } from '../api/bookings-api.ts';
import { dayText, money } from './booking-text.ts';

/**
 * The host's money: the payout account (connected through the payouts redirect), what their spaces earned after
 * Carespace's fee and refunds, the payouts to come and those already made.
 */
export function PayoutsPanel({ onboardingFailed }: { onboardingFailed: boolean }) {
  const payouts = usePayouts();
  if (payouts.isPending) return <Skeleton active />;
  const p = payouts.data;
  if (!p) return null;
  return (
    <Flex vertical gap={16}>
      {onboardingFailed ? (
        <Alert
          type="error"
          showIcon
          title="We couldn't start the payout setup. Please try again in a moment."
        />
      ) : null}
      <Flex wrap gap={12} align="center" justify="space-between">
        <div>
          <Typography.Text strong>Payout account </Typography.Text>
          {p.account === 'active' ? (
            <Tag color="success">Connected</Tag>
          ) : p.account === 'onboarding' ? (
            <Tag color="warning">Setup not finished</Tag>
          ) : (
            <Tag>Not set up</Tag>
          )}
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {p.account === 'active'
              ? 'Your share of each booking is paid out two days after it ends.'
              : 'Connect a payout account to receive your share of each booking, two days after it ends.'}
          </Typography.Paragraph>
        </div>
        {p.account !== 'active' ? (
          <Button type="primary" href="/api/card-payment/payouts-redirect">
            {p.account === 'onboarding' ? 'Finish payout setup' : 'Set up payouts'}
          </Button>
        ) : null}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="Your earnings" value={money(p.earningsCents)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Booked by guests" value={money(p.grossCents)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title={`Carespace fee (${p.feePercent}%)`} value={money(p.feeCents)} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="Refunded to guests" value={money(p.refundedCents)} />
        </Col>
      </Row>
      {p.hostCancellations > 0 ? (
        <Typography.Text type="secondary">
          You cancelled {p.hostCancellations} {p.hostCancellations === 1 ? 'booking' : 'bookings'}; those
          guests were refunded in full.
        </Typography.Text>
      ) : null}
      <section aria-label="Upcoming payouts">
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Upcoming payouts
        </Typography.Title>
        {p.upcoming.length === 0 ? (
          <Empty description="Nothing to pay out yet." />
        ) : (
          <List
            size="small"
            dataSource={p.upcoming}
            renderItem={(item) => (
              <List.Item key={item.bookingId} extra={money(item.amountCents)}>
                <List.Item.Meta title={item.when} description={`Expected ${dayText(item.arrivesOn)}`} />
              </List.Item>
            )}
          />
        )}
      </section>
      <section aria-label="Past payouts">
        <Typography.Title level={3} style={{ fontSize: 16 }}>
          Past payouts
        </Typography.Title>
        {p.paid.length === 0 ? (
          <Typography.Text type="secondary">No payouts yet.</Typography.Text>
        ) : (
          <List
            size="small"
            dataSource={p.paid}
            renderItem={(item) => (
              <List.Item key={item.id} extra={money(item.amountCents)}>
                <List.Item.Meta
                  title={
                    item.status === 'scheduled'
                      ? `Being transferred (from ${dayText(item.arrivesOn)})`
                      : `Paid ${dayText(item.arrivesOn)}`
                  }
                />
              </List.Item>
            )}
          />
        )}
      </section>
    </Flex>
  );
}
