import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../test-utils.tsx';
import { PhotoUploader } from './PhotoUploader.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PhotoUploader', { timeout: 60_000 }, () => {
  it("refuses a .pdf with '{file} is not a png/jpeg file' and opens no cropper", async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    renderWithKit(<PhotoUploader folder="properties" />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    await user.upload(input, new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('scan.pdf is not a png/jpeg file')).toBeInTheDocument();
    expect(screen.queryByText('Crop your picture')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows stored pictures as 132 × 132 previews and hides the add tile when full', () => {
    renderWithKit(
      <PhotoUploader
        folder="properties"
        value={[
          {
            id: 'f1',
            display_order: 0,
            fileName: 'abc.png',
            mimeType: 'image/png',
            originalName: 'room.png',
          },
        ]}
      />,
    );
    const styles = Array.from(document.querySelectorAll('style'), (style) => style.textContent ?? '').join(
      '',
    );
    expect(styles).toContain('--ant-upload-picture-card-size:132px');
    expect(screen.getByRole('img', { name: 'room.png' })).toHaveAttribute(
      'src',
      '/api/no-auth/download-file/abc.png/properties',
    );
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });

  it('opens the square cropper for a png', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithKit(<PhotoUploader folder="properties" maxCount={4} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(16)], 'room.png', { type: 'image/png' }));
    expect(await screen.findByText('Crop your picture')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use picture' })).toBeInTheDocument();
  });
});
