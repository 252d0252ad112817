import type { NoticeEntry } from '../../runtime/shared/types.ts';

// The seed's notice popup: it points readers at the open-platform Aliyundrive driver, the configuration page
// and the discussion board. Written here in our own words.
export const enNotices: NoticeEntry[] = [
  {
    path: '/',
    key: 'notice-2024-v3',
    showOnce: true,
    title: 'Before you upgrade',
    content:
      '<p>Recent releases changed a few things operators notice: the first admin password is now set with a command (see the install pages), v3.30.0 no longer runs on Windows 7 or Server 2008, and the Aliyundrive Open driver can mount either the backup or the resource drive.</p><p>After adding a storage, protect it with meta passwords or hide rules so crawlers cannot get the account frozen.</p>',
    actions: [
      { text: 'Aliyundrive Open', link: '/guide/drivers/aliyundrive_open', type: 'primary' },
      { text: 'Configuration file', link: '/config/configuration' },
      { text: 'Discussions', link: 'https://github.com/alist-org/alist/discussions' },
    ],
  },
];

export const zhNotices: NoticeEntry[] = [
  {
    path: '/zh/',
    key: 'notice-2024-v3',
    showOnce: true,
    title: '升级前请留意',
    content:
      '<p>近期版本有几处变化：初始管理员密码改为通过命令设置（见各安装页面）；v3.30.0 起不再支持 Windows 7 与 Server 2008；阿里云盘 Open 驱动可以选择挂载备份盘或资源盘。</p><p>添加存储后，请用元信息密码或隐藏规则保护好目录，避免被爬虫刷流量导致账号被冻结。</p>',
    actions: [
      { text: '阿里云盘 Open', link: '/zh/guide/drivers/aliyundrive_open', type: 'primary' },
      { text: '配置文件', link: '/zh/config/configuration' },
      { text: '讨论区', link: 'https://github.com/alist-org/alist/discussions' },
    ],
  },
];
