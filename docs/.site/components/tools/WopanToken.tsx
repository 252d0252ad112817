import { useState, type FormEvent } from 'react';
import { Alert } from './Alert.tsx';
import { apiEndpoint, postJson, readTokens, ToolError, type Tokens } from './api.ts';
import { TextField } from './Field.tsx';
import { Spinner } from './Spinner.tsx';
import { TokenBox } from './TokenBox.tsx';
import { ToolPanel } from './ToolPanel.tsx';
import { useApiBase } from './use-api-server.ts';
import type { ToolTexts } from './texts.ts';
import { useToolTexts } from './use-tool-texts.ts';
import { WOPAN_LOGIN_PATH, WOPAN_VERIFY_PATH, type WopanLogin } from './wopan.ts';

type Step =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'done' }
  | { kind: 'failed'; title: string; message: string };

/** Runs one step of the sign-in once its fields are filled in, reporting it busy, done or failed. */
async function attempt(
  t: ToolTexts,
  setStep: (s: Step) => void,
  required: [string, string][],
  action: () => Promise<void>,
) {
  const missing = required.find(([, v]) => !v.trim());
  if (missing) {
    setStep({ kind: 'failed', title: t.errorTitle, message: t.required(missing[0]) });
    return;
  }
  setStep({ kind: 'busy' });
  try {
    await action();
    setStep({ kind: 'done' });
  } catch (error) {
    setStep({
      kind: 'failed',
      title: error instanceof ToolError ? error.title : t.errorTitle,
      message: (error as Error).message,
    });
  }
}

/** The form's values and its two steps: asking for the SMS code, then trading it for the tokens. */
function useWopanSignIn(base: string | null, t: ToolTexts) {
  const [input, setInput] = useState<WopanLogin>({ phone: '', password: '', verify_code: '' });
  const [sending, setSending] = useState<Step>({ kind: 'idle' });
  const [verifying, setVerifying] = useState<Step>({ kind: 'idle' });
  const [tokens, setTokens] = useState<Tokens | null>(null);
  const set = (key: keyof WopanLogin) => (value: string) => setInput({ ...input, [key]: value });
  const sendCode = () =>
    attempt(
      t,
      setSending,
      [
        [t.phone, input.phone],
        [t.password, input.password],
      ],
      async () => {
        await postJson(apiEndpoint(base ?? '', WOPAN_LOGIN_PATH), input);
      },
    );
  const verify = (event: FormEvent) => {
    event.preventDefault();
    void attempt(
      t,
      setVerifying,
      [
        [t.phone, input.phone],
        [t.password, input.password],
        [t.verifyCode, input.verify_code],
      ],
      async () => {
        setTokens(readTokens(await postJson(apiEndpoint(base ?? '', WOPAN_VERIFY_PATH), input)));
      },
    );
  };
  return { input, set, sending, verifying, tokens, sendCode, verify };
}

/** `<WopanToken />`: phone and password request an SMS code; the code then buys the tokens. */
export default function WopanToken() {
  const t = useToolTexts();
  const base = useApiBase();
  const { input, set, sending, verifying, tokens, sendCode, verify } = useWopanSignIn(base, t);
  return (
    <ToolPanel usesApi>
      <form className="tool-form" onSubmit={verify} noValidate>
        <TextField
          label={t.phone}
          name="phone"
          type="tel"
          value={input.phone}
          onChange={set('phone')}
        />
        <TextField
          label={t.password}
          name="password"
          type="password"
          value={input.password}
          onChange={set('password')}
        />
        <div className="tool-actions tool-actions-start">
          <button
            type="button"
            className="tool-button"
            disabled={sending.kind === 'busy'}
            onClick={() => void sendCode()}
          >
            {t.getVerifyCode}
          </button>
        </div>
        <StepMessage step={sending} busy={t.asking} done={t.codeSent} />
        <TextField
          label={t.verifyCode}
          name="verify_code"
          value={input.verify_code}
          onChange={set('verify_code')}
        />
        <div className="tool-actions">
          <button
            type="submit"
            className="tool-button tool-button-primary"
            disabled={verifying.kind === 'busy'}
          >
            {t.getToken}
          </button>
        </div>
        <StepMessage step={verifying} busy={t.asking} />
      </form>
      {tokens && (
        <div className="tool-result">
          <TokenBox label="refresh_token" value={tokens.refreshToken} />
          {tokens.accessToken && <TokenBox label="access_token" value={tokens.accessToken} />}
        </div>
      )}
    </ToolPanel>
  );
}

function StepMessage({ step, busy, done }: { step: Step; busy: string; done?: string }) {
  if (step.kind === 'busy') return <Spinner label={busy} />;
  if (step.kind === 'failed')
    return (
      <Alert kind="error" title={step.title}>
        {step.message}
      </Alert>
    );
  if (step.kind === 'done' && done) return <Alert kind="success">{done}</Alert>;
  return null;
}
