/** China Unicom's cloud (联通云盘) signs in with phone, password and an SMS code, both steps through the token server. */
export const WOPAN_LOGIN_PATH = '/alist/wopan/login';
export const WOPAN_VERIFY_PATH = '/alist/wopan/verify_code';

export interface WopanLogin {
  phone: string;
  password: string;
  verify_code: string;
}
