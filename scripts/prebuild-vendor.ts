// postinstall: bundles the heavy browser libraries (mermaid, flowchart.js, video engines) once per installation,
// so site builds only copy them. A failure here is not fatal: the first build bundles them instead.
import { vendorBundle, VENDOR_CACHE } from '../cli/bundle/vendor.ts';

try {
  const started = performance.now();
  const { files } = await vendorBundle();
  console.log(`docs-build: ${files.length} vendor files ready in ${VENDOR_CACHE} (${Math.round(performance.now() - started)} ms)`);
} catch (error) {
  console.warn(`docs-build: vendor libraries not prebuilt (${(error as Error).message}); the first build will bundle them`);
}
