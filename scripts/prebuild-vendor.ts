// postinstall: bundles the heavy browser libraries (mermaid, flowchart.js, video engines) once per installation,
// so site builds only copy them, and the CLI itself as plain JavaScript, so each command starts without a
// TypeScript loader. Neither failure is fatal: the first build or command does the same work instead.
import { writeCliBundle } from '../cli/bundle/cli-bundle.ts';
import { vendorBundle } from '../cli/bundle/vendor.ts';
import { VENDOR_CACHE } from '../cli/core/project.ts';

try {
  const started = performance.now();
  const { sources } = await vendorBundle();
  console.log(
    `docs-build: ${sources.size} vendor files ready in ${VENDOR_CACHE} (${Math.round(performance.now() - started)} ms)`,
  );
} catch (error) {
  console.warn(
    `docs-build: vendor libraries not prebuilt (${(error as Error).message}); the first build will bundle them`,
  );
}
try {
  await writeCliBundle();
} catch (error) {
  console.warn(
    `docs-build: CLI not prebuilt (${(error as Error).message}); the first command will bundle it`,
  );
}
