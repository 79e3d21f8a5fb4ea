// The one source of the shop's build version, used by GET /version.json (at run time) and by
// serwist.config.mjs (baked into public/service-worker.js at build time). It is the package.json
// version plus the id Next.js gives every build (<build dir>/BUILD_ID), so each `npm run build` publishes
// a new version without git. Plain JavaScript so that serwist.config.mjs can import it.
import fs from 'node:fs';
import path from 'node:path';
import { buildDir } from './build-dir.mjs';

/** `<package.json version>+<build id>`, or `<version>+dev` when there is no build (next dev). */
export function readAppVersion(root = process.cwd()) {
  const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return `${version}+${readBuildId(root) ?? 'dev'}`;
}

function readBuildId(root) {
  try {
    return fs.readFileSync(path.join(root, buildDir(), 'BUILD_ID'), 'utf8').trim() || null;
  } catch {
    return null;
  }
}
