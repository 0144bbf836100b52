/**
 * The look of the configuration notice, as style properties (the React-free `<skate-cart-button>`
 * of @skatekit/elements sets the same ones on its notice).
 */
export const CONFIG_PROBLEM_STYLE = {
  margin: '8px',
  padding: '12px 16px',
  border: '2px solid #b00020',
  borderRadius: '8px',
  background: '#fff4f4',
  color: '#b00020',
  font: '14px/1.5 system-ui, sans-serif',
} as const;
