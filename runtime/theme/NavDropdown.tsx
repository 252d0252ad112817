import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { usePage } from '../app/contexts.ts';
import { Icon } from './Icon.tsx';

/** A navbar menu; closes on route change, Escape and a click outside. */
export function NavDropdown({
  label,
  icon,
  ariaLabel,
  className,
  children,
}: {
  label: ReactNode;
  className?: string;
  icon?: string;
  ariaLabel?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // a pointer that opened the menu by hovering and then clicks means "open", not "close again"
  const openedByHover = useRef(false);
  const { route } = usePage();
  useEffect(() => setOpen(false), [route]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div
      className={`nav-dropdown${className ? ` ${className}` : ''}${open ? ' open' : ''}`}
      ref={ref}
      onMouseLeave={() => {
        openedByHover.current = false;
        setOpen(false);
      }}
    >
      <button
        type="button"
        className="nav-dropdown-button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={ariaLabel}
        onClick={() => {
          setOpen(openedByHover.current || !open);
          openedByHover.current = false;
        }}
        onMouseEnter={() => {
          openedByHover.current = !open;
          setOpen(true);
        }}
      >
        <Icon name={icon} />
        {label}
        <Icon name="chevron-down" className="arrow" />
      </button>
      <ul id={id} className="nav-dropdown-menu" hidden={!open}>
        {children}
      </ul>
    </div>
  );
}
