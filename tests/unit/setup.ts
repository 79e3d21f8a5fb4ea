import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default; a loaded 2-core CI machine running the unit
// files in parallel was seen to need longer (a passing wait returns as soon as it holds).
configure({ asyncUtilTimeout: 5_000 });
