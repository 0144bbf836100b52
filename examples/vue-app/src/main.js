// The framework-free build of the elements (React swapped for preact/compat and bundled in): it
// registers <skate-config> and loads each tag's code when the tag first appears. No React install.
import '@skatekit/elements/cdn/skate.js';
import { createApp } from 'vue';
import App from './App.vue';

createApp(App).mount('#app');
