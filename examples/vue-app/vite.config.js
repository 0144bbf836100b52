import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

// Vue renders every <skate-*> tag as a custom element (not a Vue component it should resolve).
export default defineConfig({
  plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('skate-') } } })],
});
