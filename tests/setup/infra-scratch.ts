import { afterAll } from 'vitest';
import { removeScratchFolder } from '../infra/synth';

// After each infra test file, its synths' folder goes. A hook in tests/infra/synth.ts itself would be
// registered for the first file of a worker only: test files share their modules (vitest.config.ts), and
// a setup file is the one module run again for every file.
afterAll(removeScratchFolder);
