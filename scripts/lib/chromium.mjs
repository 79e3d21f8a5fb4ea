// Finds a Chromium for the browser tests; as root on Debian it installs Debian's package.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];

export function findChromium() {
  const configured = process.env.CHROME_PATH;
  if (configured && fs.existsSync(configured)) return configured;
  return CANDIDATES.find((file) => fs.existsSync(file)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  const hasApt = fs.existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log("[chromium] not found: installing Debian's chromium package (apt-get install chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 && spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && findChromium()) return findChromium();
  }
  console.error(
    [
      'The browser tests need Chromium, and none was found.',
      'Install it, then run npm test again:',
      '  Debian/Ubuntu:  sudo apt-get install chromium',
      '  macOS:          brew install --cask chromium',
      'or point CHROME_PATH at an installed Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}
