// Prepares (or reuses) the PGlite snapshot and records its path in .cache/pglite/current.
import fs from 'node:fs';
import path from 'node:path';
import { preparePgliteSnapshot } from './pglite-snapshot.ts';

const dir = await preparePgliteSnapshot();
fs.writeFileSync(path.join(path.dirname(dir), 'current'), `${dir}\n`);
console.log(`PGlite snapshot: ${dir}`);
