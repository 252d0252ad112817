import { useEffect, useId, useState } from 'react';
import { useSite } from '../app/contexts.ts';
import { API_SERVER_KEY, availableServers, storedServer } from './api-servers.ts';

export const API_SERVER_EVENT = 'docs-build:api-server';

/** Chooses the token API server used by the tool pages; the choice is saved whenever it changes. */
export function ApiServerSelect() {
  const site = useSite();
  const texts = site.locale.texts;
  const id = useId();
  const [servers, setServers] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState('');
  useEffect(() => {
    const list = availableServers(site.apiServers, location.hostname);
    setServers(list);
    setSelected(storedServer(list));
  }, [site.apiServers]);
  if (!Object.keys(site.apiServers).length) return null;
  const change = (key: string) => {
    setSelected(key);
    try {
      localStorage.setItem(API_SERVER_KEY, key);
    } catch {
      /* storage may be off */
    }
    window.dispatchEvent(new CustomEvent(API_SERVER_EVENT, { detail: key }));
  };
  return (
    <div className="api-select">
      <label htmlFor={id}>{texts.apiServer}</label>
      <select
        id={id}
        value={selected}
        aria-describedby={`${id}-hint`}
        onChange={(e) => change(e.target.value)}
      >
        {Object.entries(servers).map(([key, url]) => (
          <option key={key} value={key}>
            {key} — {url.replace(/^https?:\/\//, '')}
          </option>
        ))}
      </select>
      <small id={`${id}-hint`} className="api-select-hint">
        {texts.apiServerHint}
      </small>
    </div>
  );
}
