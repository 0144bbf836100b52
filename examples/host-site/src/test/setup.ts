import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs two workers on two cores, so a page may take a few seconds to draw under that load;
// findBy* and waitFor wait up to 5 s (the default 1 s failed under load), still failing a missing text.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
