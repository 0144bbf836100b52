import { MEDIA_TEXTS } from '@skatekit/console-contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../App';
import { createAdminApi } from '../api/client';
import { ApiProvider } from '../api/context';
import { RequireSession } from '../session/session';
import { fakeApi } from '../test/fakeApi';
import { sessionOf } from '../test/fixtures';
import { ImageField } from './ImageField';

/** A stand-in for XMLHttpRequest: records what was sent; the test drives progress and the answer. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const uploaded = (id: string) => ({
  data: {
    id,
    path: `/media/SKATE01/${id}/800.webp`,
    sizes: [160, 400, 800, 1200].map((width) => ({
      width,
      height: width,
      path: `/media/SKATE01/${id}/${width}.webp`,
    })),
    width: 1600,
    height: 1600,
    sourceType: 'image/jpeg',
    fileName: 'helmet.jpg',
    bytes: 12345,
    createdAt: '2026-11-26T06:00:00.000Z',
  },
});

function Form({ initial, onChange }: { initial?: string; onChange?: (path: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="product">
      <ImageField
        label="Product image"
        name="image"
        value={value}
        onChange={(path) => {
          setValue(path);
          onChange?.(path);
        }}
      />
    </form>
  );
}

function renderField(props: { initial?: string; onChange?: (path: string) => void } = {}) {
  const api = fakeApi({ 'GET /session': () => ({ body: sessionOf('staff') }) });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <RequireSession>
            <Form {...props} />
          </RequireSession>
        ),
      },
    ],
    { initialEntries: ['/products/new'] },
  );
  return render(
    <QueryClientProvider client={createQueryClient({ retry: false })}>
      <ApiProvider api={createAdminApi({ fetch: api.fetch })}>
        <RouterProvider router={router} />
      </ApiProvider>
    </QueryClientProvider>,
  );
}

const jpeg = (size?: number) => {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'helmet.jpg', { type: 'image/jpeg' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('ImageField', () => {
  it('uploads the chosen file with the CSRF token, shows its progress, then the new picture', async () => {
    const changes: string[] = [];
    renderField({ onChange: (path) => changes.push(path) });
    const input = await screen.findByLabelText('Product image');
    expect(screen.getByText('No picture')).toBeInTheDocument();
    await userEvent.upload(input, jpeg());

    const [xhr] = FakeXhr.sent;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/admin/api/images');
    expect(xhr.headers['x-csrf-token']).toBe('csrf-staff');
    expect((xhr.body as FormData).get('file') as File).toBeDefined();
    expect(((xhr.body as FormData).get('file') as File).name).toBe('helmet.jpg');

    act(() => xhr.progress(45, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading Product image' })).toHaveAttribute(
      'value',
      '45',
    );
    expect(screen.getByText('Uploading… 45%')).toBeInTheDocument();
    expect(input).toBeDisabled();

    act(() => xhr.answer(201, uploaded('abcdef0123456789abcdef01')));
    await waitFor(() => expect(changes).toEqual(['/media/SKATE01/abcdef0123456789abcdef01/800.webp']));
    expect(screen.getByRole('img', { name: 'Product image (current)' })).toHaveAttribute(
      'src',
      '/media/SKATE01/abcdef0123456789abcdef01/800.webp',
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(document.querySelector('input[type=hidden][name=image]')).toHaveValue(
      '/media/SKATE01/abcdef0123456789abcdef01/800.webp',
    );
  });

  it("shows the server's refusal next to the field and keeps the picture it had", async () => {
    const changes: string[] = [];
    renderField({ initial: '/uploads/products/helmet.svg', onChange: (path) => changes.push(path) });
    const input = await screen.findByLabelText('Product image');
    await userEvent.upload(input, jpeg());
    act(() =>
      FakeXhr.sent[0].answer(400, { success: false, isError: true, message: MEDIA_TEXTS.NOT_AN_IMAGE }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file is not a picture. Upload a JPEG, PNG, WebP or GIF image.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
    expect(changes).toEqual([]);
    expect(screen.getByRole('img')).toHaveAttribute('src', '/uploads/products/helmet.svg');
  });

  it('refuses a file over 10 MB without sending it', async () => {
    renderField();
    const input = await screen.findByLabelText('Product image');
    await userEvent.upload(input, jpeg(11 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is larger than 10 MB. Upload a smaller picture.',
    );
    expect(FakeXhr.sent).toEqual([]);
  });

  it('says when the server cannot be reached, and Remove clears the picture by keyboard', async () => {
    const changes: string[] = [];
    renderField({
      initial: '/media/SKATE01/abcdef0123456789abcdef01/800.webp',
      onChange: (p) => changes.push(p),
    });
    const input = await screen.findByLabelText('Product image');
    await userEvent.upload(input, jpeg());
    act(() => FakeXhr.sent[0].onerror?.());
    expect(await screen.findByRole('alert')).toHaveTextContent(MEDIA_TEXTS.UPLOAD_FAILED);

    const remove = screen.getByRole('button', { name: 'Remove picture' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(changes).toEqual(['']);
    expect(screen.getByText('No picture')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
