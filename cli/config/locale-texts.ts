import type { LocaleTexts } from '../../runtime/shared/types.ts';

// Built-in interface texts for the two languages docs-build ships; a site overrides any of them per locale.
const en: LocaleTexts = {
  selectLanguageName: 'English', home: 'Home', skipToContent: 'Skip to content', toc: 'On this page',
  prev: 'Previous', next: 'Next', editLink: 'Edit this page', lastUpdated: 'Last updated',
  contributors: 'Contributors', print: 'Print', author: 'Author', date: 'Date', origin: 'Original',
  views: 'Views', category: 'Category', tag: 'Tag', readingTime: 'Reading time', words: 'Words',
  lessThanOneMinute: 'Less than 1 minute', aboutMinutes: 'About $n min', aboutWords: 'About $n words',
  themeColor: 'Theme colour', darkmode: 'Colour mode', fullscreen: 'Full screen', sponsor: 'Sponsors',
  notFoundTitle: 'Page not found',
  notFoundHints: ["There's nothing here.", 'How did we get here?', "That's a Four-Oh-Four.", "Looks like we've got some broken links."],
  goBack: 'Go back', goHome: 'Take me home', unknown: 'Unknown', catalog: 'Catalog', noCatalog: 'No catalog',
  backToTop: 'Back to top', searchPlaceholder: 'Search', searchNoResults: 'No related results found',
  searchFailed: 'Results could not be fetched. Check your network connection.', searchRecent: 'Recent searches', searchRemoveRecent: 'Remove from recent searches',
  searchLoading: 'Loading the search index…', searchNavigate: 'to navigate', searchSelect: 'to select', searchClose: 'to close', menu: 'Menu', sidebar: 'Sidebar', copy: 'Copy code', copied: 'Copied',
  langRedirectTitle: 'Read this site in English?', langRedirectText: 'Your browser prefers English, and this page has an English version.',
  langRedirectSwitch: 'Switch', langRedirectCancel: 'Cancel', langRedirectRemember: 'Remember my choice',
  close: 'Close', comments: 'Comments', loadComments: 'Load comments',
  commentsFailed: 'Comments could not be loaded. The comment service may be unreachable from your network.', focusMode: 'Focus mode',
  selectLanguage: 'Select language', opensInNewTab: '(opens in a new tab)', mainNavigation: 'Main', breadcrumb: 'Breadcrumb',
  apiServer: 'Token API server', apiServerHint: 'Used by the token tools linked from these pages', searchResults: 'Search results',
  expandGroup: 'Show or hide $name', startReading: 'Start reading', colorModeNames: { light: 'light', dark: 'dark', auto: 'follows the system' },
  themeColorNames: { blue: 'Blue', green: 'Green', red: 'Red', orange: 'Orange', purple: 'Purple' }, exitFullscreen: 'Exit full screen',
};

const zh: LocaleTexts = {
  selectLanguageName: '简体中文', home: '首页', skipToContent: '跳至主要内容', toc: '此页内容',
  prev: '上一页', next: '下一页', editLink: '编辑此页', lastUpdated: '上次编辑于', contributors: '贡献者',
  print: '打印', author: '作者', date: '写作日期', origin: '原创', views: '访问量', category: '分类', tag: '标签',
  readingTime: '阅读时间', words: '字数', lessThanOneMinute: '小于 1 分钟', aboutMinutes: '大约 $n 分钟',
  aboutWords: '约 $n 字', themeColor: '主题色', darkmode: '外观', fullscreen: '全屏', sponsor: '赞助商',
  notFoundTitle: '页面不存在',
  notFoundHints: ['这里什么也没有', '我们是怎么来到这儿的？', '这是一个 404 页面', '看起来我们进入了错误的链接'],
  goBack: '返回上一页', goHome: '带我回家', unknown: '未知', catalog: '目录', noCatalog: '暂无目录',
  backToTop: '返回顶部', searchPlaceholder: '搜索', searchNoResults: '找不到相关结果',
  searchFailed: '无法获取结果，请检查网络连接', searchRecent: '最近搜索', searchRemoveRecent: '从最近搜索中删除',
  searchLoading: '正在加载搜索索引…', searchNavigate: '切换', searchSelect: '选择', searchClose: '关闭', menu: '菜单', sidebar: '侧边栏', copy: '复制代码', copied: '已复制',
  langRedirectTitle: '切换到简体中文？', langRedirectText: '你的浏览器首选中文，本页面有简体中文版本。', langRedirectSwitch: '切换',
  langRedirectCancel: '取消', langRedirectRemember: '记住我的选择', close: '关闭',
  comments: '评论', loadComments: '加载评论', commentsFailed: '评论加载失败，评论服务可能无法从你的网络访问。', focusMode: '专注模式',
  selectLanguage: '选择语言', opensInNewTab: '（在新标签页中打开）', mainNavigation: '主导航', breadcrumb: '面包屑导航',
  apiServer: '令牌 API 服务器', apiServerHint: '本页链接的令牌工具所用的服务器', searchResults: '搜索结果',
  expandGroup: '展开或收起 $name', startReading: '开始阅读', colorModeNames: { light: '浅色', dark: '深色', auto: '跟随系统' },
  themeColorNames: { blue: '蓝色', green: '绿色', red: '红色', orange: '橙色', purple: '紫色' }, exitFullscreen: '退出全屏',
};

export const builtInTexts: Record<string, LocaleTexts> = { en, 'en-US': en, zh, 'zh-CN': zh };

export function textsFor(lang: string): LocaleTexts {
  return builtInTexts[lang] ?? builtInTexts[lang.split('-')[0]] ?? en;
}
