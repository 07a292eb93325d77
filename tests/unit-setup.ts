// Set-up of the unit tests (vitest.config.ts, project `unit`), after fake-indexeddb's.
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 5 s rather than 1 s: on a loaded machine (CI runs the whole suite
// on 2 cores) a lazily loaded panel's first import or a dialog's opening can take over a second. A
// passing test is no slower; only a failing one waits longer to say so.
configure({ asyncUtilTimeout: 5_000 });
