import { Button, Flex, Modal, Steps, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  forgetSignupReason,
  readSignupReason,
  type WelcomeReason,
} from '../../../lib/signup-reason-storage.ts';
import { WELCOME } from '../welcome-steps.ts';

export interface WelcomeDialogProps {
  /** The reasons this area welcomes: the provider area the provider's three, the patient area PATIENT. */
  reasons: readonly WelcomeReason[];
}

/**
 * The welcome on the first signed-in visit after sign-up: steps for the reason stored at sign-up.
 * Closing it in any way forgets the reason, so it shows once.
 */
export function WelcomeDialog({ reasons }: WelcomeDialogProps) {
  const [reason, setReason] = useState(() => {
    const stored = readSignupReason();
    return stored && reasons.includes(stored) ? stored : null;
  });
  const [current, setCurrent] = useState(0);
  if (!reason) return null;

  const { heading, steps } = WELCOME[reason];
  const step = steps[current]!;
  const last = current === steps.length - 1;
  const close = () => {
    forgetSignupReason();
    setReason(null);
  };

  return (
    <Modal
      open
      title={heading}
      onCancel={close}
      width={560}
      footer={
        <Flex justify="space-between" gap={8}>
          <Button onClick={close}>Skip</Button>
          <Flex gap={8}>
            {current > 0 && <Button onClick={() => setCurrent(current - 1)}>Back</Button>}
            <Button type="primary" onClick={last ? close : () => setCurrent(current + 1)}>
              {last ? 'Get started' : 'Next'}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Steps
        size="small"
        current={current}
        items={steps.map((item) => ({ title: item.title }))}
        responsive={false}
        labelPlacement="vertical"
        style={{ margin: '12px 0 20px' }}
        aria-hidden
      />
      <section aria-live="polite">
        <Typography.Title level={3} style={{ fontSize: 18, marginTop: 0 }}>
          {`Step ${current + 1} of ${steps.length}: ${step.title}`}
        </Typography.Title>
        <Typography.Paragraph>{step.text}</Typography.Paragraph>
        {step.link && (
          <Link to={step.link.to} onClick={close}>
            {step.link.label}
          </Link>
        )}
      </section>
    </Modal>
  );
}
