import type { ToolTexts } from './texts.ts';

export const zhTexts: ToolTexts = {
  clientId: '客户端 ID',
  clientSecret: '客户端密钥',
  redirectUri: '回调地址',
  region: '区域',
  scope: '权限范围',
  secretOptional: '没有可以留空',
  createClient: '创建应用',
  getRefreshToken: '获取 Refresh Token',
  useOwnClient: '使用自己的应用',
  redirectHint: '应用的回调地址列表里必须有这个地址，一字不差。',
  reading: '正在读取地址参数…',
  exchanging: '正在用授权码换取令牌…',
  asking: '正在等待服务器回应…',
  copy: '复制',
  tokensReady: '已获取令牌',
  copied: '已复制',
  errorTitle: '出错了',
  required: (name) => `请填写${name}。`,
  separatorInValue: '填写的值里不能含有 “::”。',
  rejection: (r) => {
    if (r.reason === 'provider')
      return { title: r.error, message: r.description || '服务商没有给予授权。' };
    if (r.reason === 'missing')
      return {
        title: '缺少参数',
        message: `地址里没有 “${r.parameter}” 参数。请从服务商的登录页跳转过来，不要直接打开本页。`,
      };
    return {
      title: 'state 无效',
      message:
        r.detail === 'encoding'
          ? '“state” 参数不是有效的 base64 文本，请回到申请页重新开始。'
          : '“state” 参数里的内容与预期不符，请回到申请页重新开始。',
    };
  },
  siteIdHeading: 'SharePoint 站点 ID',
  siteIdHelp: '要挂载 SharePoint 站点，请填写站点地址，用上面的 access token 查询它的 ID。',
  siteUrl: '站点地址',
  getSiteId: '获取站点 ID',
  webdavInput: 'OneDrive 或 SharePoint 地址',
  webdavExamples: '支持以下两种格式：',
  getWebdav: '获取 WebDav 地址',
  webdavResult: 'WebDAV 根地址',
  webdavInvalid: '地址的路径应以 /personal/<用户>（OneDrive）或 /sites/<站点>（SharePoint）开头。',
  goLogin: '前往登录',
  scanQr: '扫码登录',
  scanHint: '用阿里云盘 App 扫描二维码并确认登录，然后点击下面的按钮。',
  haveScanned: '我已扫码',
  scanPending: (status) => `还没有登录成功（${status}）。请在手机上扫码并确认后再点一次。`,
  qrAlt: '待扫描的二维码',
  useRclone: '使用 RClone 客户端',
  useOwn: '使用自己的客户端',
  goGet: '前往授权',
  rcloneHint:
    '使用 rclone 客户端时，Google 会跳转到一个打不开的地址。把地址开头按下面所示替换后回车，“?” 及之后的部分保持不变。',
  webClientWarning:
    'Google 没有返回 refresh token。Web 类型的客户端只在首次同意授权时返回它：请在 Google 账号中移除该应用的访问权限后重试。',
  getAlbumId: '获取相册 ID',
  signInWith: '授权方式',
  modeAccess: 'Access token',
  modeRefresh: '客户端与 Refresh token',
  fetchAlbum: '获取相册',
  albumTitle: '相册名称',
  albumId: '相册 ID',
  noAlbums: '没有找到相册。',
  signIn: (provider) => `使用${provider}账号登录`,
  baidu: '百度',
  yandex: ' Yandex ',
  fixedRedirect: '登录完成后会回到 alist.nn.ci 的回调页，这是该客户端登记的地址。',
  phone: '手机号',
  password: '密码',
  getVerifyCode: '获取验证码',
  verifyCode: '验证码',
  getToken: '获取 Token',
  codeSent: '验证码已通过短信发送。',
  getQrCode: '获取二维码',
  qr115Hint: '用 115 App 扫描二维码并在手机上确认登录，然后点击下面的按钮。',
  qrStatus: {
    waiting: '二维码还没有被扫描。',
    scanned: '已扫描，请在手机上确认登录后再点一次。',
    confirmed: '登录成功。',
    expired: '二维码已过期，请重新获取。',
    cancelled: '已在手机上取消登录，请重新获取二维码后再试。',
    unknown: '无法识别扫码状态，请重试。',
  },
  token: 'Token',
};
