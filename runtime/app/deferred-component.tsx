import { memo, Suspense, type ComponentType } from 'react';

/** A component whose code comes in a chunk of its own; `load` fetches it (once) without rendering it. */
export type DeferredComponent<P> = ComponentType<P> & { load(): Promise<void> };

const everyLoad: (() => Promise<void>)[] = [];

/**
 * A component kept out of the first-visit script. Its chunk is fetched only by `load`; until then it suspends
 * inside a boundary of its own. Hydration leaves that boundary's
 * server HTML in place, so a part with nothing to do in the browser costs a first visit neither its code nor its
 * hydration: it is hydrated, or rendered afresh, once its code is in. The server loads every one before rendering
 * (`loadEveryDeferred`); the router loads them before it shows another page, so none is ever left empty.
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): DeferredComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  let arrived = () => undefined as void;
  const ready = new Promise<void>((resolve) => (arrived = resolve));
  const start = () =>
    (pending ??= load().then((component) => {
      Loaded = component;
      arrived();
    }));
  function Inner(props: P) {
    // never the render that fetches: React retries a boundary left with server HTML after hydrating, and that
    // retry would fetch on every first visit what the page never needs. A thrown promise is how a render
    // suspends in React 18: the boundary is tried again once it settles.
    if (!Loaded) throw ready;
    const Component = Loaded!;
    return <Component {...props} />;
  }
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  everyLoad.push(start);
  // a parent's render with the same props must not reach a boundary still holding server HTML: React would
  // take that for an update and render the boundary afresh, empty until the code comes
  return Object.assign(memo(Deferred) as unknown as ComponentType<P>, { load: start });
}

/** Every deferred component's code: for the server's `renderToString`, which cannot wait, and before a navigation. */
export async function loadEveryDeferred(): Promise<void> {
  await Promise.all(everyLoad.map((load) => load()));
}
