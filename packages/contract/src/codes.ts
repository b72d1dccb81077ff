/** Body codes of the envelope (docs/spec/api-conventions.md, "The envelope"). */
export const Code = {
  ok: 200,
  badInput: 400,
  notFound: 404,
  /** Something that existed and was withdrawn (a retired printed code, docs/codes.md). */
  gone: 410,
  businessRule: 409,
  tooMany: 429,
  serverError: 500,
  /** A service this server relies on (the messenger platform) answered badly or not at all. */
  badGateway: 502,
  /** A feature that needs configuration the deployment has not given (e.g. the messenger account). */
  unavailable: 503,
  /** Special code inside `data` (HTTP 200): the account must be changed or completed. */
  changeAccount: 120,
  noToken: 600,
  badToken: 601,
  revokedToken: 602,
  expiredToken: 403,
  badNonce: 605,
  forbiddenRole: 700,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/** Codes after which the client drops its token and relaunches at login (spec section 8). */
export const TOKEN_LOSS_CODES: readonly number[] = [
  Code.noToken,
  Code.badToken,
  Code.revokedToken,
  Code.expiredToken,
];

/** Generic messages (Chinese, user-facing). */
export const Msg = {
  ok: '成功',
  requestFailed: '请求出错，请重试',
  loginExpired: '登录失效请重新登录',
  pleaseLogin: '请先登录',
  serverError: '服务器开小差了，请稍后再试',
  notFound: '没有找到相关内容',
  noSuchApi: '接口不存在',
  forbiddenRole: '没有权限访问',
  badNonce: '请求校验失败，请刷新后重试',
  tooMany: '尝试次数过多，请稍后再试',
  uploadFailed: '上传失败',
  scanFailed: '扫描失败',
  verifyFailed: '验证失败',
} as const;
