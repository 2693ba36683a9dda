import { describeAccess } from './support/access-matrix';

// The access matrix on PGlite (test/support/access-matrix.ts); split by engine so two shards share it.
describeAccess('pglite');
