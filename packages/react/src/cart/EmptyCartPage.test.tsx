import { ROUTES } from '@skatekit/core/rules';
import { TEXTS } from '@skatekit/core/texts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSkate } from '../test/harness';
import { EmptyCartPage } from './EmptyCartPage';

describe('EmptyCartPage', () => {
  it('shows the heading, "Your cart is empty!" and a link to the equipments', () => {
    renderSkate(<EmptyCartPage heading={TEXTS.CHECKOUT} />);
    expect(screen.getByRole('heading', { level: 1, name: TEXTS.CHECKOUT })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.CART_EMPTY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TEXTS.EQUIPMENTS_HEADING })).toHaveAttribute(
      'href',
      ROUTES.equipments,
    );
  });
});
