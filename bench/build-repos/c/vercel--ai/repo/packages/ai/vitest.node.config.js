import { createVitestConfig } from './vitest.config.js';

export default createVitestConfig('node');
