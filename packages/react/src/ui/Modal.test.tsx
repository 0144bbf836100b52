import { TEXTS } from '@skatekit/core/texts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderSkate } from '../test/harness';
import { Modal } from './Modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Dialog title">
        <input aria-label="first" />
        <button type="button">last</button>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a labelled modal dialog that traps Tab, closes on Esc and gives focus back', async () => {
    renderSkate(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Dialog title' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByLabelText('first')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: TEXTS.CLOSE })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('wraps focus from the last element to the first and closes with its close button', async () => {
    renderSkate(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    const close = screen.getByRole('button', { name: TEXTS.CLOSE });
    // DOM order: close button (header) first, then the body's input and button.
    screen.getByRole('button', { name: 'last' }).focus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.click(close);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
