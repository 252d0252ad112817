#!/usr/bin/env node
// `npm test`: makes sure the browser the e2e suites drive and the nginx the hosting test serves with
// are present, then runs vitest: every tier, or those its arguments name (`--project e2e`). Both come
// from Debian (apt-get install chromium fonts-noto-cjk nginx); nothing is downloaded from elsewhere.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const missing = [
  ...(existsSync(chromium) ? [] : ['chromium', 'fonts-noto-cjk']),
  ...(existsSync(nginx) ? [] : ['nginx']),
];
if (missing.length) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(
      `Not found: ${missing.join(', ')}. Install with:\n  sudo apt-get install -y ${missing.join(' ')}\nor set CHROMIUM_PATH / NGINX_PATH.`,
    );
    process.exit(1);
  }
  console.log(`Installing Debian ${missing.join(', ')} for the browser and hosting tests…`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(result.status ?? 1);
