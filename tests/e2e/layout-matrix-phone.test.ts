import { layoutMatrix } from '../helpers/layout-matrix.js';

// Issue 12's layout matrix (tests/helpers/layout-matrix.ts) at 390 × 844.
layoutMatrix('phone');
