#!/usr/bin/env node
// postinstall: prepares the vendor libraries and the CLI bundle ahead of first use (scripts/prebuild-vendor.ts).
// It never fails an install: npm may run it where tsx cannot load, or skip it, and the first command does the same work.
try {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./prebuild-vendor.ts');
} catch (error) {
  console.warn(
    `docs-build: nothing prebuilt (${error.message}); the first command will prepare it`,
  );
}
