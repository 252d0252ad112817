import { defineConfig } from 'docs-build';

// The site's settings: its locales with their navbar and sidebar. Every option is typed; see the README of
// docs-build for the rest (comments, search, redirects, components).
export default defineConfig({
  title: 'My Docs',
  description: 'Documentation built with docs-build',
  // hostname: 'https://docs.example.com',   // for the sitemap, canonical links and a GitHub Pages CNAME
  locales: {
    '/': {
      lang: 'en-US',
      name: 'English',
      title: 'My Docs',
      description: 'Documentation built with docs-build',
      navbar: [{ text: 'Guide', link: '/guide/', icon: 'book-open' }],
      sidebar: { '/guide/': 'structure' },
    },
    '/zh/': {
      lang: 'zh-CN',
      name: '简体中文',
      // an English page not translated yet is served here, with a notice, instead of failing the build
      missing: 'fallback',
      title: '我的文档',
      description: '用 docs-build 构建的文档',
      navbar: [{ text: '指南', link: '/zh/guide/', icon: 'book-open' }],
      sidebar: { '/zh/guide/': 'structure' },
    },
  },
});
