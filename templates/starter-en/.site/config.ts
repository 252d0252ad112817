import { defineConfig } from 'docs-build';

// The site's settings: one locale with its navbar and sidebar. Every option is typed; see the README of
// docs-build for the rest (more locales, comments, search, redirects, components).
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
  },
});
