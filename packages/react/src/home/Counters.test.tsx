import { COUNTERS } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSkate } from '../test/harness';
import { Counters } from './Counters';

describe('Counters', () => {
  it('shows 250 trained athletes, 15 years and 50 championships', () => {
    renderSkate(<Counters />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['250+trained athletes', '15+years', '50+championships']);
    expect(COUNTERS.map((c) => c.label)).toEqual([
      TEXTS.COUNTER_ATHLETES,
      TEXTS.COUNTER_YEARS,
      TEXTS.COUNTER_CHAMPIONSHIPS,
    ]);
  });
});
