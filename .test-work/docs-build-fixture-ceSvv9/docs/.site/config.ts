import { defineConfig } from "/work/main/cli/config/define-config.ts";

export default defineConfig({
  title: 'Fixture Docs',
  description: 'A small site the tests build',
  hostname: 'https://docs.example.test',
  locales: {
    '/': {
      lang: 'en-US', name: 'English', title: 'Fixture Docs', description: 'A small site the tests build',
      navbar: [{ text: 'Guide', link: '/guide/' }, { text: 'Elsewhere', link: 'https://example.com/' }],
      sidebar: { '/guide/': [{ text: 'Guide', prefix: '', children: 'structure' }] },
    },
    '/zh/': {
      lang: 'zh-CN', name: '简体中文', title: '测试文档', description: '测试用的小站点',
      navbar: [{ text: '指南', link: '/zh/guide/' }],
      sidebar: { '/zh/guide/': 'structure' },
    },
  },
  logo: '/logo.svg',
  repo: 'example/fixture',
  redirects: { '/guide/old-name': '/guide/getting-started' },
});
