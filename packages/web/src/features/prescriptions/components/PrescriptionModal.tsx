import { type FileRecord, formatPhone, PRESCRIPTIONS, type PrescriptionDetail } from '@carespace/domain';
import { Alert, App, Button, Descriptions, Divider, Flex, Grid, Modal, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { downloadFileUrl } from '../../../components/upload/upload-api.ts';
import { formatDateOfBirth, formatFullDate } from '../../../lib/dates.ts';
import { usePrescription } from '../api/review-api.ts';
import { CategoryTag } from './CategoryTag.tsx';
import { ApproveForm, ReferForm, RejectForm } from './DecisionForms.tsx';
import { OrderHistoryTable, ShippingAddressView } from './Fulfilment.tsx';

function FileLinks({
  files,
  folder,
}: {
  files: readonly FileRecord[];
  folder: 'patientQuestionnaires' | 'patientPrescriptions';
}) {
  if (files.length === 0) return <Typography.Text type="secondary">None</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      {files.map((file) => (
        <a
          key={file.id}
          href={downloadFileUrl(file.fileName, folder)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {file.originalName}
        </a>
      ))}
    </Flex>
  );
}

function dateOfBirth(value: string | null): string {
  if (!value) return '—';
  const [year, month, day] = value.split('-').map(Number);
  return year && month && day ? formatDateOfBirth({ year, month, day }) : '—';
}

type Mode = 'view' | 'approve' | 'reject' | 'refer';

export interface PrescriptionModalProps {
  id: string | null;
  /** Approve and reject are offered only on the Pending tab, to those who review. */
  canDecide: boolean;
  /** Pharmacists and admins on Approved: the address and the tracking. */
  canFulfil: boolean;
  onClose: () => void;
  onDecided: (decision: 'approved' | 'rejected' | 'referred') => void;
  onTrackingSaved: () => void;
  /** Once the modal has closed and given the focus back to what opened it. */
  afterClose?: () => void;
}

function Details({ rx, showVerification }: { rx: PrescriptionDetail; showVerification: boolean }) {
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'name', label: 'Name', children: rx.name },
          { key: 'email', label: 'Email', children: rx.email },
          { key: 'dob', label: 'Date of birth', children: dateOfBirth(rx.dateOfBirth) },
          { key: 'gender', label: 'Gender', children: rx.gender?.name ?? '—' },
          { key: 'phone', label: 'Phone', children: rx.phone ? formatPhone(rx.phone) : '—' },
          { key: 'state', label: 'State', children: rx.usState },
          {
            key: 'category',
            label: 'Treatment',
            children: (
              <span>
                <CategoryTag id={rx.treatmentCategory.id} name={rx.treatmentCategory.name} />{' '}
                {rx.treatmentCategory.name}
              </span>
            ),
          },
          { key: 'created', label: 'Requested', children: formatFullDate(rx.paidOn ?? rx.createdOn) },
        ]}
      />
      <Divider titlePlacement="start">Medication</Divider>
      {rx.medication ? (
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          items={[
            { key: 'name', label: 'Name', children: rx.medication.name },
            { key: 'dosage', label: 'Dosage', children: rx.medication.dosage },
            { key: 'quantity', label: 'Quantity', children: rx.medication.quantity },
            { key: 'supply', label: 'Day supply', children: `${rx.medication.daySupply} days` },
            { key: 'refills', label: 'Refills', children: PRESCRIPTIONS.refills },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">No medication chosen yet.</Typography.Text>
      )}
      {showVerification && rx.patientResponse && (
        <>
          <Divider titlePlacement="start">Patient verification</Divider>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'files',
                label: 'Uploaded files',
                children: <FileLinks files={rx.uploadedFiles ?? []} folder="patientQuestionnaires" />,
              },
            ]}
          />
          <Divider titlePlacement="start">Questionnaire</Divider>
          <ol className="cs-rx-responses">
            {rx.patientResponse.map((response) => (
              <li key={response.questionId}>
                <Typography.Text strong>{response.question}</Typography.Text>
                <div>
                  {response.files.length > 0 ? (
                    <FileLinks files={response.files} folder="patientQuestionnaires" />
                  ) : (
                    response.answer.join(', ')
                  )}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
      {rx.referredOn && (
        <>
          <Divider titlePlacement="start">Referral</Divider>
          <Descriptions
            size="small"
            column={1}
            items={[
              {
                key: 'referred',
                label: 'Referred for an in-person visit',
                children: formatFullDate(rx.referredOn),
              },
              { key: 'note', label: 'Note to the patient', children: rx.referralNote ?? '—' },
            ]}
          />
        </>
      )}
      {(rx.acceptedOn || rx.rejectedOn) && (
        <>
          <Divider titlePlacement="start">Decision</Divider>
          <Descriptions
            size="small"
            column={1}
            items={[
              rx.acceptedOn
                ? { key: 'approved', label: 'Approved', children: formatFullDate(rx.acceptedOn) }
                : { key: 'rejected', label: 'Rejected', children: formatFullDate(rx.rejectedOn) },
              ...(rx.providerUser
                ? [{ key: 'provider', label: 'Provider', children: rx.providerUser.name }]
                : []),
              ...(rx.rejectionReason
                ? [
                    {
                      key: 'reason',
                      label: 'Reason',
                      children: rx.rejectionReason.other
                        ? `${rx.rejectionReason.name}: ${rx.rejectionReason.other}`
                        : rx.rejectionReason.name,
                    },
                  ]
                : []),
              ...(rx.providerNote ? [{ key: 'note', label: 'Note', children: rx.providerNote }] : []),
              ...(rx.acceptedOn
                ? [
                    {
                      key: 'prescription',
                      label: 'Prescription',
                      children: rx.sentExternally ? (
                        'Sent in externally'
                      ) : (
                        <FileLinks files={rx.prescriptionFiles} folder="patientPrescriptions" />
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </>
      )}
    </>
  );
}

/**
 * The prescription modal: the patient, the treatment with its colour, the answers, the files and
 * the medication; on Pending the approve and reject forms; on Approved, for those who ship, the address and
 * the orders' tracking. Leaving a started decision asks first.
 */
export function PrescriptionModal({
  id,
  canDecide,
  canFulfil,
  onClose,
  onDecided,
  onTrackingSaved,
  afterClose,
}: PrescriptionModalProps) {
  const { modal } = App.useApp();
  const screens = Grid.useBreakpoint();
  const query = usePrescription(id);
  const [mode, setMode] = useState<Mode>('view');
  const rx = query.data;

  const reset = () => setMode('view');
  const leaveForm = (then: () => void) => {
    if (mode === 'view') {
      then();
      return;
    }
    modal.confirm({
      title: PRESCRIPTIONS.exitConfirm,
      okText: 'Exit',
      cancelText: 'Stay',
      onOk: () => {
        reset();
        then();
      },
    });
  };
  const close = () =>
    leaveForm(() => {
      reset();
      onClose();
    });

  const pending = rx?.waitingResponse === true;
  const showVerification = !(rx && rx.patientResponse === null);

  let body: React.ReactNode;
  if (query.isPending && id) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (!rx) {
    body = (
      <Alert
        type="error"
        showIcon
        title={PRESCRIPTIONS.loadError}
        description={query.error?.message}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {PRESCRIPTIONS.fetchAgain}
          </Button>
        }
      />
    );
  } else if (mode === 'approve') {
    body = (
      <ApproveForm
        prescription={rx}
        onCancel={() => leaveForm(reset)}
        onDone={() => {
          reset();
          onDecided('approved');
        }}
      />
    );
  } else if (mode === 'reject') {
    body = (
      <RejectForm
        prescription={rx}
        onCancel={() => leaveForm(reset)}
        onDone={() => {
          reset();
          onDecided('rejected');
        }}
      />
    );
  } else if (mode === 'refer') {
    body = (
      <ReferForm
        prescription={rx}
        onCancel={() => leaveForm(reset)}
        onDone={() => {
          reset();
          onDecided('referred');
        }}
      />
    );
  } else {
    body = (
      <>
        <Details rx={rx} showVerification={showVerification} />
        {canFulfil && rx.acceptedOn && (
          <>
            <Divider titlePlacement="start">Shipping</Divider>
            <Flex vertical gap={12}>
              <ShippingAddressView sessionId={rx.sessionId} />
              <OrderHistoryTable
                orders={rx.orderHistory}
                canEdit
                onSaved={() => {
                  void query.refetch();
                  onTrackingSaved();
                }}
              />
            </Flex>
          </>
        )}
      </>
    );
  }

  return (
    <Modal
      open={id !== null}
      onCancel={close}
      afterClose={afterClose}
      width={screens.md ? 800 : '94vw'}
      destroyOnHidden
      title={
        rx ? (
          <span>
            {mode === 'approve'
              ? 'Approve: '
              : mode === 'reject'
                ? 'Reject: '
                : mode === 'refer'
                  ? 'In-person visit: '
                  : ''}
            {rx.name} <CategoryTag id={rx.treatmentCategory.id} name={rx.treatmentCategory.name} />
          </span>
        ) : (
          'Prescription request'
        )
      }
      footer={
        mode === 'view' ? (
          <Flex gap={8} justify="flex-end" wrap>
            <Button onClick={close}>Close</Button>
            {canDecide && pending && rx && (
              <>
                <Button danger onClick={() => setMode('reject')}>
                  Reject
                </Button>
                <Button onClick={() => setMode('refer')}>Needs an in-person visit</Button>
                <Button type="primary" onClick={() => setMode('approve')}>
                  Approve
                </Button>
              </>
            )}
          </Flex>
        ) : null
      }
    >
      {body}
    </Modal>
  );
}
