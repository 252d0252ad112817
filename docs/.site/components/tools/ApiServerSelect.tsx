import { useEffect, useId, useState } from 'react';
import { API_SERVER_EVENT, API_SERVER_KEY, availableServers, storedServer } from './api-servers.ts';
import { useApiServerTexts } from './api-server-texts.ts';

/** Saves the reader's choice and tells the open tools about it. */
function saveChoice(key: string) {
  try {
    localStorage.setItem(API_SERVER_KEY, key);
  } catch {
    /* storage may be off */
  }
  window.dispatchEvent(new CustomEvent(API_SERVER_EVENT, { detail: key }));
}

/** Chooses the token API server used by the tool pages; the choice is saved whenever it changes. */
export function ApiServerSelect({ servers: configured }: { servers: Record<string, string> }) {
  const texts = useApiServerTexts();
  const id = useId();
  const [servers, setServers] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState('');
  useEffect(() => {
    const list = availableServers(configured, location.hostname);
    setServers(list);
    setSelected(storedServer(list));
  }, [configured]);
  if (!Object.keys(configured).length) return null;
  const change = (key: string) => {
    setSelected(key);
    saveChoice(key);
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
