import { TEXTS } from '@skatekit/core/texts';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSkate } from '../test/harness';
import { notify } from '../ui/toast';

// A file of its own: the notice area appears with the first notice of the bundle (module state).
describe('the provider notice area', () => {
  it('is not rendered before the first notice, then shows it and every later one', async () => {
    const { container } = renderSkate(<p>shop</p>);
    expect(container.querySelector('.Toastify')).toBeNull();
    expect(container.querySelector('style[data-skate-sheet="toast"]')).toBeNull();
    act(() => {
      notify.error(TEXTS.SOMETHING_WENT_WRONG);
    });
    expect(await screen.findByText(TEXTS.SOMETHING_WENT_WRONG)).toBeInTheDocument();
    expect(container.querySelector('.skate-root > .Toastify')).not.toBeNull();
    expect(container.querySelector('.skate-root > style[data-skate-sheet="toast"]')).not.toBeNull();
    act(() => {
      notify.success(TEXTS.ADDED_TO_CART);
    });
    expect(await screen.findByText(TEXTS.ADDED_TO_CART)).toBeInTheDocument();
  });
});
