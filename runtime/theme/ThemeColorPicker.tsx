import { useEffect, useState } from 'react';
import { useSite } from '../app/contexts.ts';
import { THEME_COLOR_EVENT } from './color-mode.ts';
import { NavDropdown } from './NavDropdown.tsx';
import { Icon } from './Icon.tsx';
import {
  applyThemeColor,
  storedThemeColor,
  THEME_COLOR_KEY,
  THEME_COLORS,
  type ThemeColor,
} from './theme-color.ts';

/**
 * A menu of brand-colour presets, or (in the navbar's "more" menu) a row of swatches; the choice is kept in
 * localStorage and restored on the next visit.
 */
export function ThemeColorPicker({ expanded = false }: { expanded?: boolean }) {
  const { texts } = useSite().locale;
  const [color, setColor] = useState<ThemeColor>('blue');
  // the boot script in <head> applied the stored colour before the first paint; this only syncs the menu with it
  // (applying the default first, before the stored value is read, would flash the default colour)
  useEffect(() => {
    const stored = storedThemeColor();
    setColor(stored);
    applyThemeColor(stored);
    const follow = (event: Event) => setColor((event as CustomEvent<ThemeColor>).detail);
    window.addEventListener(THEME_COLOR_EVENT, follow);
    return () => window.removeEventListener(THEME_COLOR_EVENT, follow);
  }, []);
  const choose = (next: ThemeColor) => {
    try {
      localStorage.setItem(THEME_COLOR_KEY, next);
    } catch {
      /* storage may be off */
    }
    applyThemeColor(next);
    window.dispatchEvent(new CustomEvent(THEME_COLOR_EVENT, { detail: next }));
  };
  if (expanded)
    return (
      <div className="theme-color-list" role="group" aria-label={texts.themeColor}>
        <Icon name="palette" />
        {THEME_COLORS.map((c) => (
          <button
            key={c}
            type="button"
            className="theme-color-option"
            data-color={c}
            aria-pressed={c === color}
            aria-label={texts.themeColorNames[c] ?? c}
            title={texts.themeColorNames[c] ?? c}
            onClick={() => choose(c)}
          >
            <span className="theme-color-swatch" aria-hidden="true" />
          </button>
        ))}
      </div>
    );
  return (
    <NavDropdown
      className="theme-color-menu"
      label={<Icon name="palette" />}
      ariaLabel={texts.themeColor}
    >
      {THEME_COLORS.map((c) => (
        <li key={c}>
          <button
            type="button"
            className="theme-color-option"
            data-color={c}
            aria-pressed={c === color}
            onClick={() => choose(c)}
          >
            <span className="theme-color-swatch" aria-hidden="true" />
            {texts.themeColorNames[c] ?? c}
          </button>
        </li>
      ))}
    </NavDropdown>
  );
}
