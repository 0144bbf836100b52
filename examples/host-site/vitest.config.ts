import react from '@vitejs/plugin-react';
import { jsdomProject } from '../../vitest.shared';

export default jsdomProject('host-site', [react()]);
