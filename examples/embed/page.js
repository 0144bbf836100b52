// The page's own script (optional): it keeps the shopper on this page. The cart is here, so the cart
// button scrolls to it; checkout is here too, so the cart's Checkout puts a <skate-checkout> on the
// page (it signs a guest in inline, then takes the order and the payment) instead of leaving for the
// full store, and My Account (where a paid order leads) is a <skate-account>. Each tag's code is
// fetched only when the tag is added.
const show = (id, tag) => {
  const section = document.getElementById(id);
  section.hidden = false;
  if (tag && !section.querySelector(tag)) section.append(document.createElement(tag));
  section.scrollIntoView({ behavior: 'smooth' });
};

document.addEventListener('skate-navigate', (event) => {
  if (event.detail.to === '/cart') {
    event.preventDefault();
    show('basket');
  } else if (event.detail.to === '/my-account') {
    event.preventDefault();
    show('account', 'skate-account');
  }
});
document.addEventListener('skate-checkout', (event) => {
  if (event.target.localName === 'skate-checkout') return;
  event.preventDefault();
  show('checkout', 'skate-checkout');
});
document.addEventListener('skate-add-to-cart', (event) => {
  console.info('added to cart:', event.detail.item.product_name);
});
