import { LockOutlined } from '@ant-design/icons';
import { IDLE, IDLE_TICK_MS, securityCheckBodySchema } from '@carespace/domain';
import { Button, Card, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { apiPost } from '../lib/api-client.ts';
import { zodRule } from './form/zod-rule.ts';

/** The idle gate's question before it locks and its lock screen (IdleGate.tsx), loaded when one first shows. */

export function StillTherePrompt({
  open,
  remainingMs,
  onStillHere,
}: {
  open: boolean;
  remainingMs: () => number;
  onStillHere: () => void;
}) {
  const [seconds, setSeconds] = useState<number | null>(null);
  const read = useRef(remainingMs);
  read.current = remainingMs;

  useEffect(() => {
    if (!open) return;
    const update = () => setSeconds(Math.max(0, Math.ceil(read.current() / 1000)));
    update();
    const interval = window.setInterval(update, IDLE_TICK_MS);
    return () => window.clearInterval(interval);
  }, [open]);

  return (
    <Modal
      open={open}
      title={IDLE.stillThere}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Button type="primary" onClick={onStillHere} autoFocus>
          {IDLE.stillHere}
        </Button>
      }
    >
      <Typography.Paragraph>
        For your privacy, this page will lock
        {seconds === null ? ' soon' : ` in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}`} unless you let
        us know you are still here.
      </Typography.Paragraph>
    </Modal>
  );
}

const passwordRule = zodRule(securityCheckBodySchema.shape.password);

export function LockScreen({ onUnlock, onSignOut }: { onUnlock: () => void; onSignOut: () => void }) {
  const [form] = Form.useForm<{ password: string }>();
  const [checking, setChecking] = useState(false);

  const submit = async ({ password }: { password: string }) => {
    setChecking(true);
    const outcome = await apiPost('/auth/security-check', { password }, { silent: true });
    setChecking(false);
    if (outcome.success) {
      onUnlock();
      return;
    }
    form.setFields([{ name: 'password', value: '', errors: [outcome.error.message] }]);
  };

  return (
    <Flex justify="center" style={{ padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Flex vertical align="center" gap={8} style={{ textAlign: 'center', marginBottom: 16 }}>
          <LockOutlined style={{ fontSize: 32, color: 'var(--cs-color-primary, #0F6E6E)' }} aria-hidden />
          <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
            This page is locked
          </Typography.Title>
          <Typography.Text type="secondary">
            For your privacy, we hid this page after a period without activity. Enter your password to
            continue.
          </Typography.Text>
        </Flex>
        <Form form={form} name="idleUnlock" layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item name="password" label="Password" rules={[passwordRule]}>
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={checking}>
            Unlock
          </Button>
        </Form>
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Button type="link" onClick={onSignOut}>
            Sign out instead
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
