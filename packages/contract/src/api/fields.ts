/**
 * Chinese names of input fields, used to name the field in a 400 answer ("账号：请输入账号") when the
 * schema's own message does not already name it.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  account: '账号',
  password: '密码',
  pwd: '密码',
  gradeId: '年级',
  cebieId: '册别',
  type: '类型',
  phone: '手机号',
  code: '验证码',
  pageNum: '页码',
  pageSize: '每页条数',
};
