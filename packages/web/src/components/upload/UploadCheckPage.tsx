import { Button, Form, Typography } from 'antd';
import { toast } from '../../lib/notify.ts';
import '../KitCheckPage.css';
import { FileUploadField } from './FileUploadField.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';

/**
 * /kit/uploader: a page that exercises both uploaders against the real server (the browser journey in e2e uses
 * it). It is not linked from anywhere; uploading still needs a signed-in user on the server.
 */
export default function UploadCheckPage() {
  const [form] = Form.useForm();
  return (
    <main className="cs-kit-page">
      <title>Upload check — Carespace</title>
      <meta name="robots" content="noindex" />
      <Typography.Title level={1}>Upload check</Typography.Title>
      <Typography.Paragraph className="cs-kit-page__intro">
        Choose JPG, PNG or PDF files to store them as listing files. Put them in order, remove any you do not
        want, then check the list. You need to be signed in to upload.
      </Typography.Paragraph>
      <Form
        form={form}
        layout="vertical"
        onFinish={() => void toast('success', 'Every file is uploaded.')}
        requiredMark={false}
      >
        <FileUploadField name="files" label="Listing files" folder="properties" />
        <Form.Item name="photo" label="Square photo">
          <PhotoUploader folder="properties" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          Check the list
        </Button>
      </Form>
    </main>
  );
}
