import { defineConfig } from '../../cli/config/define-config.ts';
import { enNavbar, zhNavbar } from './navbar.ts';
import { enSidebar, zhSidebar } from './sidebar.ts';
import { enNotices, zhNotices } from './notices.ts';
import { apiServers } from './api-servers.ts';
import { toolComponents, toolPolicySources, toolSiteParts } from './tool-components.ts';

export default defineConfig({
  title: 'AList Docs',
  description: 'Documentation for AList v3',
  hostname: 'https://alist.nn.ci',
  logo: '/logo.svg',
  locales: {
    '/': {
      lang: 'en-US',
      name: 'English',
      title: 'AList Docs',
      description: 'Documentation for AList v3',
      navbar: enNavbar,
      sidebar: enSidebar,
      notices: enNotices,
      // AList's English pages have always shown this failure in Chinese; other sites get the English text
      texts: { searchFailed: '无法获取结果，请检查网络连接' },
    },
    '/zh/': {
      lang: 'zh-CN',
      name: '简体中文',
      title: 'AList文档',
      description: 'AList v3 的文档',
      author: {
        name: 'AList 贡献者',
        url: 'https://github.com/alist-org/alist/graphs/contributors',
      },
      navbar: zhNavbar,
      sidebar: zhSidebar,
      notices: zhNotices,
    },
  },
  redirectLocale: '/zh/',
  repo: 'alist-org/alist',
  docsRepo: 'alist-org/docs',
  docsBranch: 'main',
  docsDir: 'docs',
  author: {
    name: 'AList contributors',
    url: 'https://github.com/alist-org/alist/graphs/contributors',
  },
  colorMode: 'switch',
  comments: {
    provider: 'giscus',
    repo: 'alist-org/docs',
    repoId: 'R_kgDOHmaM-A',
    category: 'Announcements',
    categoryId: 'DIC_kwDOHmaM-M4CRRXl',
  },
  components: {
    DriverOptions: { path: './components/DriverOptions.tsx' },
    DriverTable: { path: './components/DriverTable.tsx' },
    Changelog: { path: './components/Changelog.tsx' },
    ...toolComponents,
    ...toolSiteParts,
  },
  // the token tools stand alone, and their server selector tops the sidebar (it shows on driver pages)
  layouts: { 'tool/': 'ToolLayout' },
  slots: { sidebarTop: { component: 'SidebarApiServer', props: { servers: apiServers } } },
  contentSecurityPolicy: toolPolicySources(apiServers),
  data: {
    drivers: './data/drivers.json',
    driverText: './data/driver-text',
    changelog: './data/changelog.json',
  },
  // Pages of the original site that were renamed here; their old URLs (and `.html` forms) keep working.
  redirects: {
    '/guide/drivers/Alist V2 V3': '/guide/drivers/alist',
    '/zh/guide/drivers/Alist V2 V3': '/zh/guide/drivers/alist',
    '/guide/drivers/sfpt': '/guide/drivers/sftp',
    '/guide/drivers/baidu.photo': '/guide/drivers/baidu_photo',
    '/zh/guide/drivers/baidu.photo': '/zh/guide/drivers/baidu_photo',
  },
});
