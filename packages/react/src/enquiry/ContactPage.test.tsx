import { MESSAGE_MAX } from '@skatekit/core/rules';
import { charCounter, TEXTS } from '@skatekit/core/texts';
import { fireEvent, screen } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HELP } from '../shell/testRoutes';
import { MERCHANT, type StubRoutes } from '../test/harness';
import { field, renderForm } from '../test/form';
import { ContactPage } from './ContactPage';

function setup(extra: StubRoutes = {}) {
  return renderForm(<ContactPage />, {
    [`GET /classlevel/${MERCHANT}`]: { data: [] },
    [`GET /register/officesingle/${MERCHANT}`]: {
      data: { google_address: 'Academy Office, Malad East, Mumbai 400097' },
    },
    [`GET /office/all/${MERCHANT}`]: {
      data: [{ id: 'o1', name: 'Academy Office', address: 'Malad East', type: 'Our Office', image: '' }],
    },
    'POST /leads': { success: true, message: 'ok' },
    ...extra,
  });
}

async function fill(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(field(TEXTS.NAME), 'Asha Rao');
  await ui.type(field(TEXTS.EMAIL), 'asha@example.com');
  await ui.type(field(TEXTS.PHONE), '9876543210');
  await ui.type(field(TEXTS.MESSAGE), 'When do batches start?');
}

describe('ContactPage', { timeout: 30_000 }, () => {
  it('"Get In Touch" requires name, email and phone', async () => {
    const { ui, calls } = setup();
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.GET_IN_TOUCH })).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: TEXTS.SEND_MESSAGE }));
    expect(screen.getAllByText(TEXTS.FIELD_REQUIRED)).toHaveLength(3);
    expect(calls.some((c) => c.url === '/leads')).toBe(false);
  });

  it(`counts the message as n/${MESSAGE_MAX}, turning red at ${MESSAGE_MAX}, and never holds more`, async () => {
    setup();
    const message = field(TEXTS.MESSAGE);
    expect(message).toHaveAttribute('maxLength', String(MESSAGE_MAX));
    fireEvent.change(message, { target: { value: 'a'.repeat(MESSAGE_MAX - 1) } });
    const counter = screen.getByText(charCounter(MESSAGE_MAX - 1, MESSAGE_MAX)).parentElement;
    expect(counter).not.toHaveClass('skate-field-hint--danger');
    fireEvent.change(message, { target: { value: 'a'.repeat(MESSAGE_MAX + 1) } });
    expect(message).toHaveValue('a'.repeat(MESSAGE_MAX));
    expect(screen.getByText(charCounter(MESSAGE_MAX, MESSAGE_MAX)).parentElement).toHaveClass(
      'skate-field-hint--danger',
    );
    await screen.findByRole('heading', { name: TEXTS.OUR_OFFICE_CENTERS });
  });

  it('sends the lead ("Sending..." while busy) and thanks the visitor', async () => {
    const { ui, calls } = setup();
    await fill(ui);
    fireEvent.click(screen.getByRole('button', { name: TEXTS.SEND_MESSAGE }));
    expect(screen.getByRole('button', { name: TEXTS.SENDING })).toBeDisabled();
    expect(await screen.findByText(TEXTS.THANK_YOU_CONTACTING)).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/leads')?.body).toMatchObject({
      name: 'Asha Rao',
      email: 'asha@example.com',
      mobile: '9876543210',
      remark: 'When do batches start?',
      property_id: MERCHANT,
    });
    expect(field(TEXTS.NAME)).toHaveValue('');
  });

  it('says "Something went wrong. Please try again." when the lead fails', async () => {
    const { ui } = setup({ 'POST /leads': { status: 500, body: { message: 'boom' } } });
    await fill(ui);
    await ui.click(screen.getByRole('button', { name: TEXTS.SEND_MESSAGE }));
    expect(await screen.findByText(TEXTS.SOMETHING_WENT_WRONG_RETRY)).toBeInTheDocument();
  });

  it('shows the contact details with a map link and the offices list', async () => {
    setup();
    expect(await screen.findByText('Academy Office, Malad East, Mumbai 400097')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.VIEW_ON_MAP }).getAttribute('href')).toContain(
      'google.com/maps/search',
    );
    expect(await screen.findByRole('link', { name: HELP.mobile })).toHaveAttribute(
      'href',
      `tel:+91${HELP.mobile}`,
    );
    expect(await screen.findByRole('heading', { name: TEXTS.OUR_OFFICE_CENTERS })).toBeInTheDocument();
  });

  it('lists the contact e-mail and the social profiles from the help settings', async () => {
    setup({
      [`GET /help/single/${MERCHANT}`]: {
        help: {
          ...HELP,
          email: 'hello@rink.example',
          social_links: [
            { name: 'Instagram', url: 'https://www.instagram.com/rink' },
            { name: 'YouTube', url: 'https://www.youtube.com/@rink' },
          ],
        },
      },
    });
    expect(await screen.findByRole('link', { name: 'hello@rink.example' })).toHaveAttribute(
      'href',
      'mailto:hello@rink.example',
    );
    expect(screen.getByText(TEXTS.FOLLOW_US)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/rink',
    );
    expect(screen.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/@rink',
    );
  });
});
