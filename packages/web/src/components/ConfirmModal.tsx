import { DIALOG_WIDTH } from '@carespace/domain';
import { Button, Flex, Grid, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { readSessionItem, writeSessionItem } from '../lib/session-storage.ts';

const STORAGE_PREFIX = 'carespace.confirmModal.';

/** The session-storage key remembering the answer to the modal with this key. */
export function confirmModalStorageKey(key: string): string {
  return `${STORAGE_PREFIX}${key}`;
}

/** 'confirmed' or 'dismissed' once answered in this tab's session; null before. */
export function confirmModalAnswer(key: string): 'confirmed' | 'dismissed' | null {
  const answer = readSessionItem(confirmModalStorageKey(key));
  return answer === 'confirmed' || answer === 'dismissed' ? answer : null;
}

export interface ConfirmModalProps {
  /** Remembers the answer per key for the rest of the browser tab's session. */
  storageKey: string;
  /** Whether the modal should show now (it still shows only once per key). Default true. */
  open?: boolean;
  title: ReactNode;
  children?: ReactNode;
  confirmText?: string;
  cancelText?: string;
  onConfirm?: () => void;
  /** Cancel link, close button, Escape or a click on the mask. */
  onCancel?: () => void;
}

/**
 * A dismissible modal with a confirm button and a cancel link, shown once per key: confirming or dismissing it
 * is remembered in session storage (which is cleared and written again if its quota is exceeded).
 */
export function ConfirmModal({
  storageKey,
  open = true,
  title,
  children,
  confirmText = 'Confirm',
  cancelText = 'Cancel',
  onConfirm,
  onCancel,
}: ConfirmModalProps) {
  const [answered, setAnswered] = useState(() => confirmModalAnswer(storageKey) !== null);
  const screens = Grid.useBreakpoint();

  const answer = (value: 'confirmed' | 'dismissed') => {
    writeSessionItem(confirmModalStorageKey(storageKey), value);
    setAnswered(true);
    if (value === 'confirmed') onConfirm?.();
    else onCancel?.();
  };

  return (
    <Modal
      open={open && !answered}
      title={title}
      width={screens.md ? DIALOG_WIDTH.desktop : DIALOG_WIDTH.mobile}
      onCancel={() => answer('dismissed')}
      footer={
        <Flex justify="flex-end" align="center" gap={8}>
          <Button type="link" onClick={() => answer('dismissed')}>
            {cancelText}
          </Button>
          <Button type="primary" onClick={() => answer('confirmed')}>
            {confirmText}
          </Button>
        </Flex>
      }
    >
      {children}
    </Modal>
  );
}
