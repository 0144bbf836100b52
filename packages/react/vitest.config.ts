import { jsdomProject } from '../../vitest.shared';

export default jsdomProject('react');
