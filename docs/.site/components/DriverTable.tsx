import { withBase } from '../../../runtime/shared/routes.ts';
import { useMarkdownEnv } from '../../../runtime/islands/markdown-env.ts';
import { driverText, drivers, LABELS, lang } from './driver-data.ts';

/** Every driver of the data in one table: what it connects to, upload and download support, and its page. */
export default function DriverTable() {
  const env = useMarkdownEnv();
  if (!env) return null;
  const t = LABELS[lang(env)];
  const prefix = env.locale === '/' ? '/' : env.locale;
  const list = [...drivers(env)].sort((a, b) =>
    a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
  );
  return (
    <table className="driver-table">
      <thead>
        <tr>
          <th>{t.name}</th>
          <th>{t.about}</th>
          <th>{t.upload}</th>
          <th>{t.download}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((d) => {
          const route = `${prefix}guide/drivers/${d.page}`;
          const known = env.pages.some((p) => p.route === route);
          const about = driverText(env, d).about;
          if (!about)
            env.warn(
              `driver "${d.name}" has no "about" text in docs/.site/data/driver-text/${lang(env)}/${d.page}.json`,
            );
          return (
            <tr key={d.name}>
              <td>{known ? <a href={withBase(env.base, route)}>{d.name}</a> : d.name}</td>
              <td>{about ?? ''}</td>
              <td>{d.flags.noUpload ? '✗' : '✓'}</td>
              <td>{d.flags.onlyProxy || d.flags.mustProxy ? t.proxy : t.direct}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
