import { useChinese } from './tool-language.ts';

// The selector's own texts, apart from the tools' (texts.ts): it shows on every driver page, and the tools' texts
// in both languages would come along with it.
const en = {
  apiServer: 'Token API server',
  apiServerHint: 'Used by the token tools linked from these pages',
};
const zh: typeof en = {
  apiServer: '令牌 API 服务器',
  apiServerHint: '本页链接的令牌工具所用的服务器',
};

export const useApiServerTexts = (): typeof en => (useChinese() ? zh : en);
