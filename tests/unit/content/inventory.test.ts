import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../cli/foreign/site-config.ts';

const docs = path.resolve('docs');

describe('the AList site', () => {
  it('shows a search failure in Chinese on its English pages too, as AList always has; other sites say it in English', async () => {
    const config = await loadConfig(docs);
    expect(config.locales['/'].texts.searchFailed).toBe('无法获取结果，请检查网络连接');
    expect(config.locales['/zh/'].texts.searchFailed).toBe('无法获取结果，请检查网络连接');
    expect(config.locales['/'].texts.searchNoResults).toBe('No related results found');
  });
});
