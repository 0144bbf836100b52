// The page's own script (optional): it keeps the shopper on this page. The cart is here, so the cart
// button scrolls to it; checkout is here too, so the cart's Checkout puts a <skate-checkout> on the
// page (it signs a guest in inline, then takes the order and the payment) instead of leaving for the
// full store. Its code is fetched only then.
const show = (id) => {
  const section = document.getElementById(id);
  section.hidden = false;
  section.scrollIntoView({ behavior: 'smooth' });
  return section;
};

document.addEventListener('skate-navigate', (event) => {
  if (event.detail.to === '/cart') {
    event.preventDefault();
    show('basket');
  }
});
document.addEventListener('skate-checkout', (event) => {
  if (event.target.localName === 'skate-checkout') return;
  event.preventDefault();
  const section = show('checkout');
  if (!section.querySelector('skate-checkout')) section.append(document.createElement('skate-checkout'));
});
document.addEventListener('skate-add-to-cart', (event) => {
  console.info('added to cart:', event.detail.item.product_name);
});
