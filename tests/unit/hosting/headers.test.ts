import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../../../cli/config/types.ts';
import {
  formatHeadersFile,
  headerRules,
  headersFor,
  parseHeadersFile,
} from '../../../cli/hosting/headers.ts';
import { nginxConfig } from '../../../cli/hosting/nginx.ts';
import { githubPagesFiles } from '../../../cli/hosting/host-files.ts';

const config = (base = '/') =>
  ({
    base,
    title: 'T',
    hostname: 'https://docs.example.com',
    redirects: { '/old page': '/new' },
    locales: { '/': { lang: 'en-US' }, '/zh/': { lang: 'zh-CN' } },
  }) as unknown as ResolvedConfig;

describe('_headers', () => {
  it('round-trips through the file format and applies rules as hosts do', () => {
    const rules = headerRules(config(), "default-src 'self'");
    const parsed = parseHeadersFile(formatHeadersFile(rules));
    expect(parsed).toEqual(rules);
    const page = headersFor(parsed, '/guide/');
    expect(page.get('content-security-policy')).toBe("default-src 'self'");
    expect(page.get('cache-control')).toBeUndefined();
    expect(headersFor(parsed, '/assets/entry.js').get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    // the route tables and search manifests keep their names from build to build: asked about again
    expect(headersFor(parsed, '/current/routes.index.js').get('cache-control')).toBe('no-cache');
    expect(headersFor(parsed, '/zh/guide/').get('content-language')).toBe('zh-CN');
    expect(headersFor(parsed, '/zhx').get('content-language')).toBeUndefined();
  });

  it('reads comments, placeholders and a header two rules set', () => {
    const rules = parseHeadersFile(
      '# cache\n/docs/:page/*\n  X-A: one\n/*\n  X-A: two\n  X-B: b:c\n',
    );
    expect(Object.fromEntries(headersFor(rules, '/docs/guide/x'))).toEqual({
      'x-a': 'one, two',
      'x-b': 'b:c',
    });
    expect(Object.fromEntries(headersFor(rules, '/docs/guide'))).toEqual({
      'x-a': 'two',
      'x-b': 'b:c',
    });
  });

  it('leaves the policy out when the site turns it off', () => {
    expect(formatHeadersFile(headerRules(config(), null))).not.toContain('Content-Security-Policy');
  });
});

describe('nginxConfig', () => {
  it('writes the redirects, the locale 404 page and every header in each location that adds its own', () => {
    const text = nginxConfig(config('/docs/'), headerRules(config('/docs/'), "default-src 'self'"));
    expect(text).toContain('location = "/docs/old page" { return 301 "/docs/new"; }');
    expect(text).toContain('location = "/docs/old page.html" { return 301 "/docs/new"; }');
    expect(text).toContain('error_page 404 /docs/404.html;');
    expect(text).toMatch(/location \/docs\/zh\/ \{\n {2}error_page 404 \/docs\/zh\/404\.html;/);
    // nginx drops inherited add_header lines in a location with its own: the policy is in all four places
    expect(
      text.match(/add_header Content-Security-Policy "default-src 'self'" always;/g),
    ).toHaveLength(4);
    expect(text).toMatch(
      /location \/docs\/current\/ \{\n(.*\n)*? {2}add_header Cache-Control "no-cache"/,
    );
    expect(text).toContain('add_header Content-Language "zh-CN" always;');
    expect(text).toContain('gzip_static on;');
  });

  it('refuses a value nginx would read as a variable', () => {
    const c = { ...config(), redirects: { '/a$b': '/c' } } as unknown as ResolvedConfig;
    expect(() => nginxConfig(c, headerRules(c, null))).toThrow(/"\$"/);
  });
});

describe('githubPagesFiles', () => {
  it('writes .nojekyll, and a CNAME with the hostname when there is one', () => {
    expect(githubPagesFiles(config())).toEqual({ '.nojekyll': '', CNAME: 'docs.example.com\n' });
    expect(githubPagesFiles({ ...config(), hostname: '' } as unknown as ResolvedConfig)).toEqual({
      '.nojekyll': '',
    });
  });
});
