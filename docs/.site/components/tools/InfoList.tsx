/** Name–value pairs the reader may need again (client ID, zone, redirect URI); empty values are left out. */
export function InfoList({ items }: { items: [string, string][] }) {
  const shown = items.filter(([, value]) => value);
  if (!shown.length) return null;
  return (
    <dl className="tool-info">
      {shown.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>
            <code>{value}</code>
          </dd>
        </div>
      ))}
    </dl>
  );
}
