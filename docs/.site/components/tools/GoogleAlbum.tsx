import { useEffect, useState, type FormEvent } from 'react';
import { Alert } from './Alert.tsx';
import { postForm, requestJson, ToolError } from './api.ts';
import { SelectField, TextField } from './Field.tsx';
import {
  googleAlbumsPageUrl,
  googleRefreshForm,
  GOOGLE_TOKEN_URL,
  readAlbums,
  type Album,
} from './google.ts';
import { Spinner } from './Spinner.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useToolTexts } from './use-tool-texts.ts';

type Mode = 'access' | 'refresh';
type Listing =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; albums: Album[] }
  | { kind: 'failed'; title: string; message: string };

/** Enough for thousands of albums; stops a server that keeps sending page tokens from looping for ever. */
const MAX_PAGES = 40;

async function listAlbums(accessToken: string): Promise<Album[]> {
  const albums: Album[] = [];
  let next = '';
  for (let page = 0; page < MAX_PAGES; page++) {
    const result = readAlbums(
      await requestJson(googleAlbumsPageUrl(next), {
        headers: { Authorization: `Bearer ${accessToken}` },
      }),
    );
    albums.push(...result.albums);
    next = result.next;
    if (!next) break;
  }
  return albums;
}

/** The access token handed over by the callback page, from the fragment (or the query, as older links had it). */
function handedOverToken(): string {
  return (
    new URLSearchParams(location.hash.slice(1)).get('access_token') ??
    new URLSearchParams(location.search).get('access_token') ??
    ''
  );
}

type Client = { id: string; secret: string; refresh: string };

/** An access token for the reader's own client, from Google's token endpoint. */
async function refreshedToken(client: Client): Promise<string> {
  const answer = await postForm(
    GOOGLE_TOKEN_URL,
    googleRefreshForm(client.refresh.trim(), client.id.trim(), client.secret.trim()),
  );
  if (typeof answer.access_token !== 'string')
    throw new ToolError('no token', JSON.stringify(answer).slice(0, 300));
  return answer.access_token;
}

/** The first field the chosen sign-in needs that is still empty, by its name; false or undefined when none. */
function missingField(mode: Mode, accessToken: string, client: Client) {
  if (mode === 'access') return !accessToken.trim() && 'access_token';
  const fields = [
    ['client_id', client.id],
    ['client_secret', client.secret],
    ['refresh_token', client.refresh],
  ];
  return fields.find(([, v]) => !v.trim())?.[0];
}

/** How the reader signs in: with an access token, or with a client of their own and its refresh token. */
function ModeField({ mode, onChange }: { mode: Mode; onChange(mode: Mode): void }) {
  const t = useToolTexts();
  return (
    <SelectField
      label={t.signInWith}
      name="mode"
      value={mode}
      onChange={(m) => onChange(m === 'refresh' ? 'refresh' : 'access')}
      options={[
        ['access', t.modeAccess],
        ['refresh', t.modeRefresh],
      ]}
    />
  );
}

/** The reader's own client and its refresh token. */
function ClientFields({ client, onChange }: { client: Client; onChange(client: Client): void }) {
  return (
    <>
      <TextField
        label="client_id"
        name="client_id"
        value={client.id}
        onChange={(id) => onChange({ ...client, id })}
      />
      <TextField
        label="client_secret"
        name="client_secret"
        value={client.secret}
        onChange={(secret) => onChange({ ...client, secret })}
      />
      <TextField
        label="refresh_token"
        name="refresh_token"
        value={client.refresh}
        onChange={(refresh) => onChange({ ...client, refresh })}
      />
    </>
  );
}

/** The albums found: title and the ID the driver asks for. */
function AlbumTable({ albums }: { albums: Album[] }) {
  const t = useToolTexts();
  return (
    <div className="tool-table-wrap">
      <table className="tool-table">
        <thead>
          <tr>
            <th>{t.albumTitle}</th>
            <th>{t.albumId}</th>
          </tr>
        </thead>
        <tbody>
          {albums.map((a) => (
            <tr key={a.id}>
              <td>{a.title}</td>
              <td>
                <code>{a.id}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `<GoogleAlbum />`: lists the Google Photos albums (title and ID) of an account, straight from Google. */
export default function GoogleAlbum() {
  const t = useToolTexts();
  const [mode, setMode] = useState<Mode>('access');
  const [accessToken, setAccessToken] = useState('');
  const [client, setClient] = useState<Client>({ id: '', secret: '', refresh: '' });
  const [listing, setListing] = useState<Listing>({ kind: 'idle' });
  const run = async (token: string) => {
    setListing({ kind: 'loading' });
    try {
      const bearer = mode === 'refresh' ? await refreshedToken(client) : token;
      setListing({ kind: 'done', albums: await listAlbums(bearer) });
    } catch (error) {
      setListing({
        kind: 'failed',
        title: error instanceof ToolError ? error.title : t.errorTitle,
        message: (error as Error).message,
      });
    }
  };
  useEffect(() => {
    const token = handedOverToken();
    if (!token) return;
    setAccessToken(token);
    void run(token);
    // runs once: a token handed over in the address is listed straight away
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = missingField(mode, accessToken, client);
    if (missing) {
      setListing({ kind: 'failed', title: t.errorTitle, message: t.required(missing) });
      return;
    }
    void run(accessToken.trim());
  };
  return (
    <ToolPanel>
      <form className="tool-form" onSubmit={submit} noValidate>
        <ModeField mode={mode} onChange={setMode} />
        {mode === 'access' ? (
          <TextField
            label="access_token"
            name="access_token"
            value={accessToken}
            onChange={setAccessToken}
          />
        ) : (
          <ClientFields client={client} onChange={setClient} />
        )}
        <div className="tool-actions">
          <button
            type="submit"
            className="tool-button tool-button-primary"
            disabled={listing.kind === 'loading'}
          >
            {t.fetchAlbum}
          </button>
        </div>
      </form>
      {listing.kind === 'loading' && <Spinner label={t.asking} />}
      {listing.kind === 'failed' && (
        <Alert kind="error" title={listing.title}>
          {listing.message}
        </Alert>
      )}
      {listing.kind === 'done' &&
        (listing.albums.length === 0 ? (
          <Alert kind="info">{t.noAlbums}</Alert>
        ) : (
          <AlbumTable albums={listing.albums} />
        ))}
    </ToolPanel>
  );
}
