/** A busy indicator with a label for screen readers and sighted readers alike. */
export function Spinner({ label }: { label: string }) {
  return (
    <p className="tool-spinner" role="status" aria-live="polite">
      <span className="tool-spinner-wheel" aria-hidden="true" />
      {label}
    </p>
  );
}
