#!/usr/bin/env node
// `npm test`: makes sure the browser the e2e suites drive is present, then runs the whole vitest suite.
// Chromium comes from Debian (apt-get install chromium fonts-noto-cjk); nothing is downloaded from elsewhere.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Chromium not found at ${chromium}. Install it with:\n  sudo apt-get install -y chromium fonts-noto-cjk\nor set CHROMIUM_PATH.`);
    process.exit(1);
  }
  console.log('Installing Debian chromium and CJK fonts for the browser tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
