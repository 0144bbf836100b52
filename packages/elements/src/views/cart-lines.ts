// The cart's lines, a chunk of their own (views/CartView.tsx loads it).
export { CartLines as default } from '@skatekit/react';
