import { chooseVariationTitle, TEXTS } from '@skatekit/core/texts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { asProduct, variableProduct } from '../test/fixtures';
import { renderSkate } from '../test/harness';
import { VariationChooser } from './VariationChooser';

const product = asProduct(
  variableProduct({
    product_id: 'v1',
    title: 'Inline Pro',
    variation: [
      {
        sku: 'v1-7',
        price: 2000,
        salePrice: 1500,
        stock: '5',
        imageUrl: 'uploads/v7.jpg',
        attributes: { Size: '7' },
      },
      { sku: 'v1-8', price: 2200, salePrice: 0, stock: '0', imageUrl: '', attributes: { Size: '8' } },
      { sku: 'v1-9', price: 0, salePrice: 0, stock: 'Out of Stock', imageUrl: '', attributes: { Size: '9' } },
    ],
  }),
);

describe('VariationChooser', () => {
  it('is titled "{title} - Choose a Variation" and shows SKU, Price, Sale only if present, and Stock', () => {
    renderSkate(
      <VariationChooser product={product} onClose={() => {}} button="addtocart" onChoose={() => {}} />,
    );
    expect(screen.getByRole('dialog', { name: chooseVariationTitle('Inline Pro') })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Inline Pro - Choose a Variation' })).toBeInTheDocument();
    const seven = screen.getByRole('article', { name: 'Size: 7' });
    expect(within(seven).getByText(TEXTS.VARIATION_SKU).nextSibling).toHaveTextContent('v1-7');
    expect(within(seven).getByText(TEXTS.VARIATION_PRICE).nextSibling).toHaveTextContent('₹2,000');
    expect(within(seven).getByText(TEXTS.VARIATION_SALE).nextSibling).toHaveTextContent('₹1,500');
    expect(within(seven).getByText(TEXTS.VARIATION_STOCK).nextSibling).toHaveTextContent('5');
    expect(within(seven).getByRole('img')).toHaveAttribute('alt', 'Inline Pro Size: 7');
    const eight = screen.getByRole('article', { name: 'Size: 8' });
    expect(within(eight).queryByText(TEXTS.VARIATION_SALE)).toBeNull();
    // Outside the Popular block Price shows even when 0.
    expect(
      within(screen.getByRole('article', { name: 'Size: 9' })).getByText(TEXTS.VARIATION_PRICE),
    ).toBeInTheDocument();
  });

  it('in the Popular Products block shows Price and Sale only when greater than 0', () => {
    renderSkate(
      <VariationChooser
        product={product}
        onClose={() => {}}
        button="addtocart"
        onChoose={() => {}}
        context="popular"
      />,
    );
    const nine = screen.getByRole('article', { name: 'Size: 9' });
    expect(within(nine).queryByText(TEXTS.VARIATION_PRICE)).toBeNull();
    expect(within(nine).queryByText(TEXTS.VARIATION_SALE)).toBeNull();
    expect(
      within(screen.getByRole('article', { name: 'Size: 7' })).getByText(TEXTS.VARIATION_PRICE),
    ).toBeInTheDocument();
  });

  it('offers one action per variation; stock 0 or Out of Stock is blocked', async () => {
    const onChoose = vi.fn();
    renderSkate(
      <VariationChooser product={product} onClose={() => {}} button="buynow" onChoose={onChoose} />,
    );
    const seven = screen.getByRole('article', { name: 'Size: 7' });
    expect(within(seven).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(within(seven).getByRole('button', { name: TEXTS.BUY_NOW }));
    expect(onChoose).toHaveBeenCalledWith(product, expect.objectContaining({ sku: 'v1-7' }));
    for (const name of ['Size: 8', 'Size: 9']) {
      expect(
        within(screen.getByRole('article', { name })).getByRole('button', { name: TEXTS.OUT_OF_STOCK }),
      ).toBeDisabled();
    }
  });

  it('closes on Esc and renders nothing without a product', async () => {
    const onClose = vi.fn();
    const { rerender } = renderSkate(
      <VariationChooser product={product} onClose={onClose} button="addtocart" onChoose={() => {}} />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    rerender(<VariationChooser product={null} onClose={onClose} button="addtocart" onChoose={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
