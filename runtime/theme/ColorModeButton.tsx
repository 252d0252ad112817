import { useEffect, useState } from 'react';
import { useSite } from '../app/contexts.ts';
import {
  COLOR_MODE_EVENT,
  COLOR_MODE_KEY,
  effective,
  initialStatus,
  nextStatus,
  TRANSITION_MS,
  type ColorModeStatus,
} from './color-mode.ts';
import { Icon } from './Icon.tsx';

const ICONS: Record<ColorModeStatus, string> = { light: 'sun', dark: 'moon', auto: 'sun-moon' };

export function ColorModeButton() {
  const site = useSite();
  const setting = site.colorMode;
  const [status, setStatus] = useState<ColorModeStatus>('auto');

  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(COLOR_MODE_KEY);
    } catch {
      /* storage may be off */
    }
    setStatus(initialStatus(setting, stored));
    const follow = (event: Event) => setStatus((event as CustomEvent<ColorModeStatus>).detail);
    window.addEventListener(COLOR_MODE_EVENT, follow);
    return () => window.removeEventListener(COLOR_MODE_EVENT, follow);
  }, [setting]);

  useEffect(() => {
    const media = matchMedia('(prefers-color-scheme: dark)');
    const apply = () =>
      document.documentElement.setAttribute('data-theme', effective(status, media.matches));
    apply();
    media.addEventListener('change', apply);
    return () => media.removeEventListener('change', apply);
  }, [status]);

  if (setting === 'disable' || setting === 'enable' || setting === 'auto') return null;

  const change = () => {
    const next = nextStatus(setting, status, matchMedia('(prefers-color-scheme: dark)').matches);
    const root = document.documentElement;
    root.classList.add('theme-transition');
    setTimeout(() => root.classList.remove('theme-transition'), TRANSITION_MS);
    try {
      localStorage.setItem(COLOR_MODE_KEY, next);
    } catch {
      /* storage may be off */
    }
    window.dispatchEvent(new CustomEvent(COLOR_MODE_EVENT, { detail: next }));
  };

  return (
    <button
      type="button"
      className="nav-button color-mode-button"
      onClick={change}
      aria-label={`${site.locale.texts.darkmode}: ${site.locale.texts.colorModeNames[status]}`}
      title={`${site.locale.texts.darkmode}: ${site.locale.texts.colorModeNames[status]}`}
      data-status={status}
    >
      <Icon name={ICONS[status]} />
    </button>
  );
}
