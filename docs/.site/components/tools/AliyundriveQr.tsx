import { useEffect, useState } from 'react';
import { Alert } from './Alert.tsx';
import {
  aliyundriveQrStatusPath,
  ALIYUNDRIVE_QR_PATH,
  readAliyundriveQr,
  readAliyundriveScan,
} from './aliyundrive.ts';
import { apiEndpoint, postJson, requestJson, ToolError } from './api.ts';
import { Spinner } from './Spinner.tsx';
import { encodeState } from './state.ts';
import { useApiBase } from './use-api-server.ts';
import { useToolTexts } from './use-tool-texts.ts';

type Qr =
  | { kind: 'loading' }
  | { kind: 'shown'; sid: string; imageUrl: string }
  | { kind: 'failed'; title: string; message: string };

const failure = (error: unknown) => ({
  title: error instanceof ToolError ? error.title : 'error',
  message: (error as Error).message,
});

/** The token server's QR session for the client, asked for once the server is known. */
function useQrSession(base: string | null, clientId: string, clientSecret: string): Qr {
  const [qr, setQr] = useState<Qr>({ kind: 'loading' });
  useEffect(() => {
    if (base === null) return;
    const body = clientId ? { client_id: clientId, client_secret: clientSecret } : {};
    postJson(apiEndpoint(base, ALIYUNDRIVE_QR_PATH), body).then(
      (answer) => {
        const session = readAliyundriveQr(answer);
        setQr(
          session
            ? { kind: 'shown', ...session }
            : { kind: 'failed', title: 'qr', message: JSON.stringify(answer).slice(0, 300) },
        );
      },
      (error: unknown) => setQr({ kind: 'failed', ...failure(error) }),
    );
    // one QR session per click of "Scan QrCode": the client is fixed once scanning started
  }, [base]);
  return qr;
}

/**
 * The QR route: the token server creates a QR session for the client, the reader scans it with the app, and on
 * success the page continues at the callback with the code (and the client in `state`, as a sign-in would).
 */
export function AliyundriveQr({
  clientId,
  clientSecret,
  callbackUrl,
}: {
  clientId: string;
  clientSecret: string;
  callbackUrl: string;
}) {
  const t = useToolTexts();
  const base = useApiBase();
  const qr = useQrSession(base, clientId, clientSecret);
  const [checking, setChecking] = useState(false);
  const [pending, setPending] = useState('');
  const [scanError, setScanError] = useState<{ title: string; message: string } | null>(null);
  const check = async (sid: string) => {
    setChecking(true);
    setScanError(null);
    try {
      const scan = readAliyundriveScan(
        await requestJson(apiEndpoint(base ?? '', aliyundriveQrStatusPath(sid))),
      );
      if (scan.status === 'LoginSuccess' && scan.code) {
        const target = new URL(callbackUrl, location.href);
        target.searchParams.set('code', scan.code);
        target.searchParams.set('state', encodeState([clientId, clientSecret]));
        window.location.assign(target.toString());
        return;
      }
      setPending(scan.status);
    } catch (error) {
      setScanError(failure(error));
    } finally {
      setChecking(false);
    }
  };
  if (qr.kind === 'loading') return <Spinner label={t.asking} />;
  if (qr.kind === 'failed')
    return (
      <Alert kind="error" title={qr.title}>
        {qr.message}
      </Alert>
    );
  return (
    <div className="tool-section tool-qr">
      <img src={qr.imageUrl} alt={t.qrAlt} width={240} height={240} referrerPolicy="no-referrer" />
      <Alert kind="info">{t.scanHint}</Alert>
      <div className="tool-actions">
        <button
          type="button"
          className="tool-button tool-button-primary"
          disabled={checking}
          onClick={() => void check(qr.sid)}
        >
          {t.haveScanned}
        </button>
      </div>
      {pending && <Alert kind="warning">{t.scanPending(pending)}</Alert>}
      {scanError && (
        <Alert kind="error" title={scanError.title}>
          {scanError.message}
        </Alert>
      )}
    </div>
  );
}
