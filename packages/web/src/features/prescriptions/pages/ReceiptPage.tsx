import { FileSearchOutlined, PrinterOutlined } from '@ant-design/icons';
import { cardLabel, formatReceiptAmount, PRESCRIPTIONS, type Receipt } from '@carespace/domain';
import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import { Logo } from '../../../components/Logo.tsx';
import { formatFullDate } from '../../../lib/date-format.ts';
import { useReceipt } from '../api/receipts-api.ts';
import { TrackingNumber } from '../components/TrackingNumber.tsx';
import './ReceiptPage.css';

/** /rx/receipt/:orderId: one order's receipt, laid out to print on one page. */
export default function ReceiptPage() {
  const { orderId = '' } = useParams();
  const receipt = useReceipt(orderId);
  if (receipt.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (receipt.isError) {
    const missing = receipt.error.httpStatus === 404 || receipt.error.httpStatus === 403;
    return (
      <Result
        status={missing ? 'info' : 'warning'}
        icon={missing ? <FileSearchOutlined /> : undefined}
        title={missing ? 'We could not find that receipt' : 'Your receipt did not load'}
        subTitle={
          missing
            ? 'Receipts open from your order history, for your own orders only.'
            : 'Please check your connection and try again.'
        }
        extra={
          missing ? (
            <Link to="/rx">Back to your dashboard</Link>
          ) : (
            <Button type="primary" onClick={() => receipt.refetch()}>
              Try again
            </Button>
          )
        }
      />
    );
  }
  return <ReceiptView receipt={receipt.data} />;
}

export function ReceiptView({ receipt }: { receipt: Receipt }) {
  const medication = receipt.medication
    ? `${receipt.medication.name} (${receipt.medication.dosage}), ${receipt.medication.daySupply}-day supply`
    : `${receipt.treatmentCategory.name} treatment`;
  return (
    <div className="cs-receipt">
      <Flex
        className="cs-receipt__actions"
        justify="space-between"
        align="center"
        style={{ marginBottom: 16 }}
      >
        <Link to="/rx">Back to your dashboard</Link>
        <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
          Print receipt
        </Button>
      </Flex>
      <Card>
        <div className="cs-receipt__head">
          <div>
            <Logo height={28} />
            <Typography.Title level={1} style={{ fontSize: 24 }}>
              Receipt
            </Typography.Title>
            <Typography.Text type="secondary">Order #{receipt.orderNumber}</Typography.Text>
          </div>
          <div>
            <Typography.Text strong>{receipt.pharmacy.name}</Typography.Text>
            <br />
            <Typography.Text type="secondary">{receipt.pharmacy.address}</Typography.Text>
          </div>
        </div>
        {receipt.refundedCents > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message={`${formatReceiptAmount(receipt.refundedCents)} was refunded to your ${cardLabel(receipt.card)}${
              receipt.refundedOn ? ` on ${formatFullDate(receipt.refundedOn)}` : ''
            }.`}
          />
        )}
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label="Date paid">{formatFullDate(receipt.paidOn)}</Descriptions.Item>
          <Descriptions.Item label="Billed to">
            {receipt.patient.name}
            <br />
            {receipt.patient.email}
          </Descriptions.Item>
          <Descriptions.Item label="Medication">{medication}</Descriptions.Item>
          {receipt.periodEnd && (
            <Descriptions.Item label="Covers through">{formatFullDate(receipt.periodEnd)}</Descriptions.Item>
          )}
          {receipt.amountCents === null ? (
            <Descriptions.Item label="Total paid">
              Not recorded for this order. Contact us for the amount and we will send it to you.
            </Descriptions.Item>
          ) : (
            <>
              <Descriptions.Item label="Subtotal">
                {formatReceiptAmount(receipt.subtotalCents)}
              </Descriptions.Item>
              {receipt.taxCents > 0 && (
                <Descriptions.Item label="Tax">{formatReceiptAmount(receipt.taxCents)}</Descriptions.Item>
              )}
              <Descriptions.Item label="Total paid" className="cs-receipt__total">
                <Typography.Text strong>{formatReceiptAmount(receipt.amountCents)}</Typography.Text>
              </Descriptions.Item>
            </>
          )}
          <Descriptions.Item label="Paid with">
            {receipt.card ? cardLabel(receipt.card) : 'Card (not recorded for this order)'}
          </Descriptions.Item>
          <Descriptions.Item label="Shipping">
            {receipt.trackingNumber ? (
              <TrackingNumber value={receipt.trackingNumber} />
            ) : receipt.shippedOn ? (
              `${PRESCRIPTIONS.shipped} ${formatFullDate(receipt.shippedOn)}`
            ) : (
              PRESCRIPTIONS.waitingShipment
            )}
          </Descriptions.Item>
        </Descriptions>
        <p className="cs-receipt__foot">
          Shipping is free. Questions about this charge? Call {receipt.pharmacy.phone} or write to{' '}
          <a href={`mailto:${receipt.pharmacy.email}`}>{receipt.pharmacy.email}</a>. Keep this receipt for
          your records, for example for an HSA or FSA claim.
        </p>
      </Card>
    </div>
  );
}
