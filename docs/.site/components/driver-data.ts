import type { MarkdownComponentEnv } from '../../../runtime/islands/markdown-env.ts';

export interface DriverOption {
  name: string;
  type: string;
  default: string;
  required: boolean;
  options?: string[];
}
export interface Driver {
  name: string;
  page: string;
  source: string;
  flags: {
    localSort: boolean;
    onlyProxy: boolean;
    noUpload: boolean;
    noCache: boolean;
    needMs: boolean;
    defaultRoot: string;
    mustProxy: boolean;
  };
  common: DriverOption[];
  options: DriverOption[];
}
interface DriverText {
  about?: string;
  options?: Record<string, string>;
}

export const lang = (env: MarkdownComponentEnv) => (env.lang.startsWith('zh') ? 'zh' : 'en');

export function drivers(env: MarkdownComponentEnv): Driver[] {
  return (env.data.drivers as { drivers?: Driver[] } | undefined)?.drivers ?? [];
}

/** Our words for a driver: its page's text file, then the shared option descriptions. */
export function driverText(
  env: MarkdownComponentEnv,
  driver: Driver,
): { about?: string; describe: (option: string) => string | undefined } {
  const texts = (env.data.driverText ?? {}) as Record<
    string,
    Record<string, DriverText> | { options?: Record<string, string> }
  >;
  const own = (texts[`${lang(env)}/${driver.page}`] as Record<string, DriverText> | undefined)?.[
    driver.name
  ];
  const shared =
    (texts[`${lang(env)}/_shared`] as { options?: Record<string, string> } | undefined)?.options ??
    {};
  return { about: own?.about, describe: (option) => own?.options?.[option] ?? shared[option] };
}

export const LABELS = {
  en: {
    option: 'Option',
    type: 'Type',
    default: 'Default',
    required: 'Required',
    choices: 'Choices',
    meaning: 'Meaning',
    yes: 'yes',
    no: 'no',
    noUpload: 'Read-only: this driver cannot upload.',
    onlyProxy: 'Downloads always go through the AList server (proxy).',
    localSort: 'Sorting is done by AList, not by the provider.',
    common: 'Options every storage has are described on the common options page.',
    name: 'Driver',
    about: 'Connects to',
    upload: 'Upload',
    download: 'Download',
    page: 'Page',
    direct: 'direct link or proxy',
    proxy: 'proxy only',
  },
  zh: {
    option: '选项',
    type: '类型',
    default: '默认值',
    required: '必填',
    choices: '可选值',
    meaning: '说明',
    yes: '是',
    no: '否',
    noUpload: '只读：该驱动不支持上传。',
    onlyProxy: '下载必须经由 AList 服务器中转（代理）。',
    localSort: '排序由 AList 在本地完成，而不是由网盘完成。',
    common: '所有存储都有的通用选项见通用项页面。',
    name: '驱动',
    about: '连接到',
    upload: '上传',
    download: '下载',
    page: '页面',
    direct: '直链或代理',
    proxy: '仅代理',
  },
};
