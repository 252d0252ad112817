import type { NavItem } from '../../runtime/shared/types.ts';

const community = (label: string, discussion: string): NavItem => ({
  text: label,
  icon: 'users',
  children: [
    {
      text: discussion,
      link: 'https://github.com/alist-org/alist/discussions',
      icon: 'messages-square',
    },
    { text: 'Telegram', link: 'https://t.me/alist_chat', icon: 'send' },
  ],
});

export const enNavbar: NavItem[] = [
  { text: 'Guide', link: '/guide/', icon: 'book-open' },
  { text: 'Config', link: '/config/', icon: 'settings' },
  { text: 'FAQ', link: '/faq/', icon: 'circle-help' },
  { text: 'Pricing', link: '/pricing', icon: 'badge-dollar-sign' },
  community('Community', 'Discussion'),
  { text: 'Repository', link: 'https://github.com/alist-org/alist', icon: 'github' },
];

export const zhNavbar: NavItem[] = [
  { text: '指南', link: '/zh/guide/', icon: 'book-open' },
  { text: '配置', link: '/zh/config/', icon: 'settings' },
  { text: '常见问题', link: '/zh/faq/', icon: 'circle-help' },
  { text: '定价', link: '/zh/pricing', icon: 'badge-dollar-sign' },
  community('社区', '讨论区'),
  { text: '仓库', link: 'https://github.com/alist-org/alist', icon: 'github' },
];
