import { type FileRecord, UPLOAD } from '@carespace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit, TestForm } from '../test-utils.tsx';
import { FileUploader } from './FileUploader.tsx';
import { FileUploadField } from './FileUploadField.tsx';
import { type UploadItem, uploadListRule, validateUploadList } from './upload-list.ts';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function file(
  name: string,
  size = 1024,
  type = name.endsWith('.pdf') ? 'application/pdf' : 'image/png',
): File {
  return new File([new Uint8Array(size)], name, { type });
}

/** Answers an upload with one record per file sent, as the server does. */
async function answerUpload(request: Request | string | URL, init?: RequestInit): Promise<Response> {
  const url = String(request);
  if (init?.method === 'DELETE')
    return json({ success: true, result: { message: 'File Deleted' }, error: null });
  if (!url.startsWith('/api/upload-files/')) return json({ success: false, result: null, error: null }, 404);
  const files = (init!.body as FormData).getAll('file') as File[];
  const records: FileRecord[] = files.map((sent, index) => ({
    id: `id-${sent.name}`,
    display_order: index,
    fileName: `stored-${sent.name}`,
    mimeType: sent.type,
    originalName: sent.name,
  }));
  return json({ success: true, result: records, error: null });
}

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

function rows(): string[] {
  return within(screen.getByRole('list', { name: 'Files' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('FileUploader', { timeout: 60_000 }, () => {
  it('uploads chosen files at once in one multipart request: pending → uploading → uploaded', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    fetchMock.mockImplementationOnce(async (request, init) => {
      const response = await answerUpload(request as string, init);
      await gate; // hold the answer so the uploading state can be seen
      return response;
    });
    const user = userEvent.setup({ delay: null });
    renderWithKit(<FileUploader folder="properties" />);
    await user.upload(fileInput(), [file('front.png'), file('lease.pdf')]);

    await waitFor(() => expect(screen.getAllByText('Uploading…')).toHaveLength(2));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/upload-files/properties');
    expect(init?.method).toBe('POST');
    expect((init!.body as FormData).getAll('file').map((sent) => (sent as File).name)).toEqual([
      'front.png',
      'lease.pdf',
    ]);
    expect(new Headers(init?.headers).get('X-Requested-With')).toBe('carespace');

    release();
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));
    expect(screen.getByRole('link', { name: 'front.png' })).toHaveAttribute(
      'href',
      '/api/no-auth/download-file/stored-front.png/properties',
    );
  });

  it('moves files up and down; removing one renumbers the rest', async () => {
    fetchMock.mockImplementation(answerUpload);
    const user = userEvent.setup({ delay: null });
    const onChange = vi.fn<(list: UploadItem[]) => void>();
    renderWithKit(<FileUploader folder="properties" onChange={onChange} />);
    await user.upload(fileInput(), [file('a.png'), file('b.png'), file('c.pdf')]);
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(3));
    expect(rows().map((row) => row.slice(0, 2))).toEqual(['1a', '2b', '3c']);

    await user.click(screen.getByRole('button', { name: 'Move c.pdf up' }));
    expect(rows().map((row) => row.slice(0, 2))).toEqual(['1a', '2c', '3b']);
    await user.click(screen.getByRole('button', { name: 'Move a.png down' }));
    expect(rows().map((row) => row.slice(0, 2))).toEqual(['1c', '2a', '3b']);
    expect(screen.getByRole('button', { name: 'Move c.pdf up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move b.png down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    expect(await screen.findByText('File Deleted')).toBeInTheDocument();
    const [deleteUrl, deleteInit] = fetchMock.mock.calls.at(-1)!;
    expect(deleteUrl).toBe('/api/fileUploader/properties/stored-c.pdf');
    expect(deleteInit?.method).toBe('DELETE');
    await waitFor(() => expect(rows().map((row) => row.slice(0, 2))).toEqual(['1a', '2b']));
    const last = onChange.mock.calls.at(-1)![0];
    expect(last.map((item) => [item.name, item.display_order, item.record?.display_order])).toEqual([
      ['a.png', 0, 0],
      ['b.png', 1, 1],
    ]);
  });

  it("refuses a batch over 10385760 bytes: 'Files exceed 10MBs. Please upload in 10MB Batches.'", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(<FileUploader folder="properties" manual />);
    await user.upload(fileInput(), [file('one.png', 6_000_000), file('two.png', 5_000_000)]);
    expect(await screen.findByText('Files exceed 10MBs. Please upload in 10MB Batches.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files' })).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows how full the batch is, and accepts exactly the limit', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(<FileUploader folder="properties" manual />);
    await user.upload(fileInput(), [file('half.png', 5_192_880)]);
    expect(await screen.findByText('50% of 10 MB')).toBeInTheDocument();
    await user.upload(fileInput(), [file('rest.png', 5_192_880)]);
    expect(await screen.findByText('100% of 10 MB')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    await user.upload(fileInput(), [file('byte.png', 1)]);
    expect(await screen.findByText(UPLOAD.batchTooLarge)).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
  });

  it("manual: files wait for 'Confirm Upload'", async () => {
    fetchMock.mockImplementation(answerUpload);
    const user = userEvent.setup({ delay: null });
    renderWithKit(<FileUploader folder="patientQuestionnaires" manual />);
    await user.upload(fileInput(), [file('id-card.png')]);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Confirm Upload' }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/upload-files/patientQuestionnaires');
    expect(screen.queryByRole('button', { name: 'Confirm Upload' })).not.toBeInTheDocument();
  });

  it('refuses a type it does not take with the spec message', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithKit(<FileUploader folder="properties" manual />);
    await user.upload(fileInput(), [file('notes.txt', 10, 'text/plain')]);
    expect(await screen.findByText('notes.txt is not a png/jpeg file')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Files' })).not.toBeInTheDocument();
  });

  it("warns 'File too large…' on ER_FILE_SIZE and keeps the files pending", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          result: null,
          error: { message: UPLOAD.fileTooLarge, code: 'ER_FILE_SIZE', isInformation: false },
        },
        413,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithKit(<FileUploader folder="properties" />);
    await user.upload(fileInput(), [file('big.png')]);
    expect(
      await screen.findAllByText('File too large for upload, maximum size of files in batch is 10 MB'),
    ).not.toHaveLength(0);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry upload' })).toBeInTheDocument();
  });

  it("shows any other failure as 'File uploading failed: {message}'", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          result: null,
          error: {
            message: 'fake.png is not a png/jpeg file',
            code: 'INVALID_FILE_TYPE',
            isInformation: false,
          },
        },
        400,
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderWithKit(<FileUploader folder="properties" />);
    await user.upload(fileInput(), [file('fake.png')]);
    expect(
      await screen.findAllByText('File uploading failed: fake.png is not a png/jpeg file'),
    ).not.toHaveLength(0);
  });
});

describe('validateUploadList', { timeout: 60_000 }, () => {
  const item = (status: UploadItem['status']): UploadItem => ({
    uid: status,
    name: `${status}.png`,
    size: 1,
    type: 'image/png',
    status,
    display_order: 0,
  });

  it('blocks a parent form while files are pending or uploading', () => {
    expect(validateUploadList([])).toBeNull();
    expect(validateUploadList([item('uploaded')])).toBeNull();
    expect(validateUploadList([item('uploaded'), item('pending')])).toBe(
      'Please upload pending files or remove them.',
    );
    expect(validateUploadList([item('pending'), item('uploading')])).toBe('Files uploading is in progress');
  });

  it('as a form field: checked on submit, cleared as soon as the list is fixed', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish}>
        <FileUploadField name="files" folder="properties" manual />
      </TestForm>,
    );
    await user.upload(fileInput(), [file('plan.pdf')]);
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.queryByText(UPLOAD.pendingFiles)).not.toBeInTheDocument(); // not before a submit
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UPLOAD.pendingFiles)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove plan.pdf' }));
    await waitFor(() => expect(screen.queryByText(UPLOAD.pendingFiles)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ files: [] }));
  });

  it('works as a plain Form.Item rule too', async () => {
    const user = userEvent.setup({ delay: null });
    const onFinish = vi.fn();
    renderWithKit(
      <TestForm onFinish={onFinish}>
        <Form.Item name="files" rules={[uploadListRule]}>
          <FileUploader folder="properties" manual />
        </Form.Item>
      </TestForm>,
    );
    await user.upload(fileInput(), [file('plan.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(UPLOAD.pendingFiles)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });
});
