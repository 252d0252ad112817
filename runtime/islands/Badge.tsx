/** A small inline label: `<Badge text="beta" type="tip" />`. */
export default function Badge({
  text,
  type = 'info',
  children,
}: {
  text?: string;
  type?: string;
  children?: string;
}) {
  return <span className={`badge ${type}`}>{text ?? children}</span>;
}
