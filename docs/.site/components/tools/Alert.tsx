import type { ReactNode } from 'react';

/** A coloured message box; its content is always text (values from URLs or servers are never parsed as HTML). */
export function Alert({
  kind,
  title,
  children,
}: {
  kind: 'error' | 'warning' | 'info' | 'success';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`tool-alert tool-alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title && <p className="tool-alert-title">{title}</p>}
      {children && <div className="tool-alert-body">{children}</div>}
    </div>
  );
}
