import { useMarkdownEnv } from '../../../runtime/islands/markdown-env.ts';

interface Release {
  version: string;
  date?: string;
  en?: string[];
  zh?: string[];
}

/** Release notes from docs/.site/data/changelog.json, newest first, in the page's language. */
export default function Changelog({ limit }: { limit?: string }) {
  const env = useMarkdownEnv();
  if (!env) return null;
  const releases = (env.data.changelog as { releases?: Release[] } | undefined)?.releases ?? [];
  const key = env.lang.startsWith('zh') ? 'zh' : 'en';
  const shown = limit ? releases.slice(0, Number(limit)) : releases;
  return (
    <div className="changelog">
      {shown.map((r) => (
        <section key={r.version} className="release">
          <h3 id={r.version.replace(/\./g, '-')}>
            {r.version}
            {r.date && (
              <small className="release-date">
                {' '}
                · <time dateTime={r.date}>{r.date}</time>
              </small>
            )}
          </h3>
          <ul>
            {(r[key] ?? r.en ?? []).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
