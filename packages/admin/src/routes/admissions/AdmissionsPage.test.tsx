import type { AdmissionSummary } from '@skatekit/console-contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fakeApi';
import { admissionSummary, sessionOf } from '../../test/fixtures';
import { currentPath, renderConsole } from '../../test/render';

const summary: AdmissionSummary = admissionSummary();

describe('admissions list', () => {
  it('filters by review status: Received, Confirmed or Rejected, into the URL and the API query', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /session': () => ({ body: sessionOf('staff') }),
      'GET /admissions': () => ({ body: { data: [summary], total: 1, page: 1, pageSize: 25 } }),
    });
    const { router } = renderConsole('/admissions', api);
    expect(await screen.findByText('Riya Menon')).toBeInTheDocument();
    const review = screen.getByLabelText('Review');
    expect(
      within(review)
        .getAllByRole('option')
        .map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual([
      ['', 'Any review status'],
      ['received', 'Received'],
      ['confirmed', 'Confirmed'],
      ['rejected', 'Rejected'],
    ]);
    await user.selectOptions(review, 'Confirmed');
    await waitFor(() => expect(api.calls.at(-1)?.query).toEqual({ status: 'confirmed', sort: '-createdAt' }));
    expect(currentPath(router)).toBe('/admissions?status=confirmed');
  });
});
