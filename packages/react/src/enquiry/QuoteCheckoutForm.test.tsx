import { ROUTES, STORAGE_KEYS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { HELP, STORED_USER, settingsRoutes, signedInRoutes } from '../shell/testRoutes';
import { renderSkate } from '../test/harness';
import { QuoteCheckoutForm } from './QuoteCheckoutForm';

const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('QuoteCheckoutForm', { timeout: 30_000 }, () => {
  it('requires the name and a valid 10-digit phone', async () => {
    const ui = userEvent.setup({ delay: null });
    renderSkate(<QuoteCheckoutForm />, { routes: settingsRoutes() });
    await ui.click(screen.getByRole('button', { name: TEXTS.PROCEED_TO_CHECKOUT }));
    expect(screen.getAllByText(TEXTS.FIELD_REQUIRED)).toHaveLength(2);
    await ui.type(field(TEXTS.FULL_NAME), 'Asha');
    await ui.type(field(TEXTS.PHONE_NUMBER), '98765');
    await ui.click(screen.getByRole('button', { name: TEXTS.PROCEED_TO_CHECKOUT }));
    expect(screen.getByText(TEXTS.MOBILE_INVALID)).toBeInTheDocument();
  });

  it('sends a guest to /login, remembering the cart page', async () => {
    const ui = userEvent.setup({ delay: null });
    const { navigate, storage } = renderSkate(<QuoteCheckoutForm />, { routes: settingsRoutes() });
    await ui.type(field(TEXTS.FULL_NAME), 'Asha');
    await ui.type(field(TEXTS.PHONE_NUMBER), '+91 98765-43210');
    await ui.click(screen.getByRole('button', { name: TEXTS.PROCEED_TO_CHECKOUT }));
    expect(navigate).toHaveBeenCalledWith(ROUTES.login);
    expect(storage.getItem(STORAGE_KEYS.returnTo)).toBe(ROUTES.cart);
  });

  it('opens the chat with the encoded request for a signed-in user', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const ui = userEvent.setup({ delay: null });
    renderSkate(<QuoteCheckoutForm items={['Quad Skates']} />, {
      stored: { [STORAGE_KEYS.user]: STORED_USER },
      routes: { ...settingsRoutes(), ...signedInRoutes() },
    });
    await ui.type(field(TEXTS.FULL_NAME), 'Asha Rao');
    await ui.type(field(TEXTS.PHONE_NUMBER), '098765 43210');
    await ui.type(field(TEXTS.DESCRIPTION), 'Size 7 & 8');
    await ui.click(screen.getByRole('button', { name: TEXTS.PROCEED_TO_CHECKOUT }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    const url = new URL(String(open.mock.calls[0][0]));
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/91${HELP.whatsapp_number}`);
    const text = url.searchParams.get('text') ?? '';
    expect(text).toContain('Asha Rao');
    expect(text).toContain('9876543210');
    expect(text).toContain('Size 7 & 8');
    expect(text).toContain('Quad Skates');
    open.mockRestore();
  });
});
