import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { sessionOf } from '../../test/fixtures';
import { renderConsole } from '../../test/render';

describe('Exports', () => {
  it('links each CSV for the chosen India dates, and refuses a range that ends before it starts', async () => {
    const user = userEvent.setup();
    renderConsole('/exports', fakeApi({ 'GET /session': () => ({ body: sessionOf('owner') }) }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Exports' })).toBeInTheDocument();
    const hrefs = () =>
      screen.getAllByRole('link', { name: /^Download / }).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs()).toEqual([
      ['Download orders CSV', '/admin/api/exports/orders.csv'],
      ['Download payments CSV', '/admin/api/exports/payments.csv'],
      ['Download refunds CSV', '/admin/api/exports/refunds.csv'],
      ['Download admissions CSV', '/admin/api/exports/admissions.csv'],
      ['Download fees CSV', '/admin/api/exports/fees.csv'],
    ]);
    await user.type(screen.getByLabelText('From (inclusive)'), '2026-11-01');
    await user.type(screen.getByLabelText('To (inclusive)'), '2026-11-30');
    expect(hrefs()[0]).toEqual([
      'Download orders CSV',
      '/admin/api/exports/orders.csv?from=2026-11-01&to=2026-11-30',
    ]);

    await user.clear(screen.getByLabelText('To (inclusive)'));
    await user.type(screen.getByLabelText('To (inclusive)'), '2026-10-01');
    expect(screen.getByText('The start date is after the end date')).toBeInTheDocument();
    expect(screen.getByLabelText('To (inclusive)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryAllByRole('link', { name: /^Download / })).toEqual([]);
  });

  it('is not in the navigation of staff', async () => {
    renderConsole('/', fakeApi({ 'GET /session': () => ({ body: sessionOf('staff') }) }));
    const nav = (await screen.findAllByRole('navigation', { name: 'Console' }))[0];
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.textContent)).not.toContain('Exports');
  });
});
