import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { API, MERCHANT, renderSkate } from '../test/harness';
import { META, settingsRoutes } from './testRoutes';
import { useSiteMeta } from './useSiteMeta';

function MetaProbe() {
  useSiteMeta();
  return null;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('useSiteMeta', { timeout: 30_000 }, () => {
  it('applies title, description, keywords, author and icon from the server', async () => {
    renderSkate(<MetaProbe />, { routes: settingsRoutes() });
    await waitFor(() => expect(document.title).toBe(META.title));
    const content = (name: string) =>
      document.head.querySelector(`meta[name="${name}"]`)?.getAttribute('content');
    expect(content('description')).toBe(META.description);
    expect(content('keywords')).toBe(META.keywords);
    expect(content('author')).toBe(META.author);
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('href')).toBe(
      `${API}/${META.icon}`,
    );
  });

  it('updates the host page own tags instead of adding duplicates, and never runs the meta scripts', async () => {
    document.head.innerHTML = '<meta name="description" content="host"><link rel="icon" href="/host.ico">';
    renderSkate(<MetaProbe />, {
      routes: {
        ...settingsRoutes(),
        [`GET /meta/${MERCHANT}`]: {
          data: { ...META, scripts: ['https://cdn.example.test/tracker.js'] },
          isError: false,
        },
      },
    });
    await waitFor(() => expect(document.title).toBe(META.title));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      META.description,
    );
    expect(document.head.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });
});
