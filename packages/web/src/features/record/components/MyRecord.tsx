import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import type { RecordFormat } from '@carespace/domain';
import { Alert, Button, Card, Flex, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api-fetch.ts';
import { fetchRecord } from '../api/record-api.ts';
import { RecordAccessList } from './RecordAccessList.tsx';

interface Prepared {
  format: RecordFormat;
  url: string;
  name: string;
  size: number;
}

const LABEL: Record<RecordFormat, string> = {
  pdf: 'Download PDF',
  fhir: 'Download FHIR file',
};

const kilobytes = (size: number) => `${Math.max(1, Math.round(size / 1024))} KB`;

/**
 * "My record" on a patient's account page: one button has the server make the whole record in both forms, which
 * stay only in this browser tab (the server keeps no copy), then offers each as a download. Below it, who else
 * has read the record.
 */
export function MyRecord({ userId }: { userId: string }) {
  const [prepared, setPrepared] = useState<Prepared[]>([]);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // The prepared files live as object URLs: let them go when they are replaced or the tab closes.
  useEffect(
    () => () => {
      for (const file of prepared) URL.revokeObjectURL(file.url);
    },
    [prepared],
  );

  const prepare = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const files = await Promise.all(
        (['pdf', 'fhir'] as const).map(async (format) => {
          const { blob, name } = await fetchRecord(userId, format);
          return { format, url: URL.createObjectURL(blob), name, size: blob.size };
        }),
      );
      setPrepared(files);
    } catch (error) {
      setFailure(
        error instanceof ApiError ? error.message : 'We could not prepare your record. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card title="My record">
        <Typography.Paragraph>
          Everything Carespace holds about you, in one place: your details, each request with your answers as
          you gave them, the files you uploaded, every clinician's decision, your medication, orders, shipping
          and any refunds.
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          The PDF is for reading and printing. The FHIR file is the standard format other health systems and
          apps import. We make both when you ask and keep no copy.
        </Typography.Paragraph>
        <Flex gap={12} wrap align="center">
          <Button type="primary" icon={<FileTextOutlined />} loading={busy} onClick={() => void prepare()}>
            {prepared.length > 0 ? 'Prepare again' : 'Prepare my record'}
          </Button>
          {prepared.map((file) => (
            <Button key={file.format} icon={<DownloadOutlined />} href={file.url} download={file.name}>
              {LABEL[file.format]} ({kilobytes(file.size)})
            </Button>
          ))}
        </Flex>
        {prepared.length > 0 ? (
          <Typography.Paragraph type="secondary" role="status" style={{ marginTop: 12, marginBottom: 0 }}>
            Your record is ready. It was made just now and includes everything up to this moment.
          </Typography.Paragraph>
        ) : null}
        {failure ? <Alert type="error" showIcon message={failure} style={{ marginTop: 12 }} /> : null}
      </Card>
      <Card title="Who has read my record">
        <Typography.Paragraph type="secondary">
          Every time someone at Carespace opens part of your record, it is logged: the clinicians who review
          your requests, the pharmacists who fill them, and Carespace staff. Your own visits are not listed.
        </Typography.Paragraph>
        <RecordAccessList userId={userId} />
      </Card>
    </Flex>
  );
}
