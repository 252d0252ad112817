import { withBase } from '../../../runtime/shared/routes.ts';
import { useMarkdownEnv } from '../../../runtime/islands/markdown-env.ts';
import { driverText, drivers, LABELS, lang } from './driver-data.ts';

/** The option table of one storage driver, from the driver data, with our description of each option. */
export default function DriverOptions({ driver: name }: { driver: string }) {
  const env = useMarkdownEnv();
  if (!env) return null;
  const driver = drivers(env).find((d) => d.name === name);
  if (!driver) {
    env.error(`unknown driver "${name}"; known drivers are listed in docs/.site/data/drivers.json`);
    return null;
  }
  const t = LABELS[lang(env)];
  const text = driverText(env, driver);
  const prefix = env.locale === '/' ? '/' : env.locale;
  const notes = [
    driver.flags.noUpload && t.noUpload,
    (driver.flags.onlyProxy || driver.flags.mustProxy) && t.onlyProxy,
    driver.flags.localSort && t.localSort,
  ].filter(Boolean) as string[];
  return (
    <div className="driver-options">
      {notes.length > 0 && (
        <ul className="driver-flags">
          {notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      )}
      {/* `stacked`: below the phone breakpoint the theme shows each row as a card, labelled by data-label */}
      <table className="stacked">
        <thead>
          <tr>
            <th>{t.option}</th>
            <th>{t.type}</th>
            <th>{t.default}</th>
            <th>{t.required}</th>
            <th>{t.meaning}</th>
          </tr>
        </thead>
        <tbody>
          {driver.options.map((o) => {
            const meaning = text.describe(o.name);
            if (!meaning)
              env.warn(
                `driver "${driver.name}": option \`${o.name}\` has no description in docs/.site/data/driver-text/${lang(env)}/${driver.page}.json`,
              );
            return (
              <tr key={o.name}>
                <td>
                  <code>{o.name}</code>
                </td>
                <td data-label={t.type}>{o.type}</td>
                <td data-label={t.default}>{o.default !== '' ? <code>{o.default}</code> : '—'}</td>
                <td data-label={t.required}>{o.required ? t.yes : t.no}</td>
                <td data-label={t.meaning}>
                  {meaning ?? ''}
                  {o.options?.length ? (
                    <>
                      <br />
                      <small>
                        {t.choices}:{' '}
                        {o.options.map((c, i) => (
                          <span key={c}>
                            {i > 0 && ', '}
                            <code>{c}</code>
                          </span>
                        ))}
                      </small>
                    </>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="driver-common-note">
        <a href={withBase(env.base, `${prefix}guide/drivers/common`)}>{t.common}</a>
      </p>
    </div>
  );
}
