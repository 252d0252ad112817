import { useEffect, useState } from 'react';
import { useSite } from '../app/contexts.ts';
import { Icon } from './Icon.tsx';

/** Toggles the Fullscreen API on the whole page; renders nothing where the browser does not offer it. */
export function FullscreenButton() {
  const { texts } = useSite().locale;
  // shown on the server and while hydrating, so the navbar is measured with it (see navbar-fit.ts); the few
  // browsers without the API drop it after hydration
  const [supported, setSupported] = useState(true);
  const [active, setActive] = useState(false);
  useEffect(() => {
    setSupported(document.fullscreenEnabled === true);
    const onChange = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  if (!supported) return null;
  const toggle = () => {
    const done = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => {
      /* refused (no user gesture, policy): the page stays as it was */
    });
  };
  const label = active ? texts.exitFullscreen : texts.fullscreen;
  return (
    <button
      type="button"
      className="nav-button fullscreen-button"
      onClick={toggle}
      aria-label={label}
      title={label}
      aria-pressed={active}
    >
      <Icon name={active ? 'minimize' : 'maximize'} />
    </button>
  );
}
