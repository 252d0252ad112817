import { useState } from 'react';
import { Alert } from './Alert.tsx';
import { apiEndpoint, requestJson, ToolError } from './api.ts';
import {
  qrImagePath,
  qrStatusPath,
  QR_TOKEN_PATH,
  readQrSession,
  readQrStatus,
  type QrSession,
  type QrStatus,
} from './cloud115.ts';
import { Spinner } from './Spinner.tsx';
import { TokenBox } from './TokenBox.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useApiBase } from './use-api-server.ts';
import type { ToolTexts } from './texts.ts';
import { useToolTexts } from './use-tool-texts.ts';

type Stage =
  | { kind: 'start' }
  | { kind: 'busy'; session?: QrSession }
  | { kind: 'scan'; session: QrSession; status?: QrStatus }
  | { kind: 'done'; token: string }
  | { kind: 'failed'; title: string; message: string; session?: QrSession };

/** The sign-in's stages: a QR session from the token server, then its status each time the reader asks. */
function useQrSignIn(base: string | null, t: ToolTexts) {
  const [stage, setStage] = useState<Stage>({ kind: 'start' });
  const fail = (error: unknown, session?: QrSession) =>
    setStage({
      kind: 'failed',
      title: error instanceof ToolError ? error.title : t.errorTitle,
      message: (error as Error).message,
      session,
    });
  const getQr = async () => {
    setStage({ kind: 'busy' });
    try {
      const answer = await requestJson(apiEndpoint(base ?? '', QR_TOKEN_PATH));
      const session = readQrSession(answer);
      if (!session) throw new ToolError('qr', JSON.stringify(answer).slice(0, 300));
      setStage({ kind: 'scan', session });
    } catch (error) {
      fail(error);
    }
  };
  const check = async (session: QrSession) => {
    setStage({ kind: 'busy', session });
    try {
      const status = readQrStatus(
        await requestJson(apiEndpoint(base ?? '', qrStatusPath(session, Date.now()))),
      );
      setStage(
        status === 'confirmed'
          ? { kind: 'done', token: session.uid }
          : { kind: 'scan', session, status },
      );
    } catch (error) {
      fail(error, session);
    }
  };
  return { stage, getQr, check };
}

/** `<Cloud115Token />`: a 115 QR sign-in whose confirmed session UID is the driver's "Qrcode token". */
export default function Cloud115Token() {
  const t = useToolTexts();
  const base = useApiBase();
  const { stage, getQr, check } = useQrSignIn(base, t);
  const session =
    stage.kind === 'scan' || stage.kind === 'busy' || stage.kind === 'failed'
      ? stage.session
      : undefined;
  const stale =
    stage.kind === 'scan' && (stage.status === 'expired' || stage.status === 'cancelled');
  return (
    <ToolPanel usesApi>
      {(stage.kind === 'start' || stale) && (
        <div className="tool-actions tool-actions-start">
          <button
            type="button"
            className="tool-button tool-button-primary"
            disabled={base === null}
            onClick={() => void getQr()}
          >
            {t.getQrCode}
          </button>
        </div>
      )}
      {session && !stale && (
        <div className="tool-section tool-qr">
          <img
            src={(base ?? '').replace(/\/$/, '') + qrImagePath(session.qrcode)}
            alt={t.qrAlt}
            width={240}
            height={240}
          />
          <Alert kind="info">{t.qr115Hint}</Alert>
          <div className="tool-actions">
            <button
              type="button"
              className="tool-button tool-button-primary"
              disabled={stage.kind === 'busy'}
              onClick={() => void check(session)}
            >
              {t.haveScanned}
            </button>
          </div>
        </div>
      )}
      {stage.kind === 'busy' && <Spinner label={t.asking} />}
      {stage.kind === 'scan' && stage.status && (
        <Alert kind="warning">{t.qrStatus[stage.status]}</Alert>
      )}
      {stage.kind === 'failed' && (
        <Alert kind="error" title={stage.title}>
          {stage.message}
        </Alert>
      )}
      {stage.kind === 'done' && (
        <>
          <Alert kind="success">{t.qrStatus.confirmed}</Alert>
          <TokenBox label={t.token} value={stage.token} />
        </>
      )}
    </ToolPanel>
  );
}
