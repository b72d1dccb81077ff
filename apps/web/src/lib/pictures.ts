/** The photo types a form accepts (the server checks the content anyway). */
export const isPicture = (file: { type: string }) => /^image\/(jpeg|png|webp)$/.test(file.type);
/** The server's words for any other file (modules/uploads). */
export const PICTURE_TYPE_MSG = '文件类型不支持：请上传JPG、PNG 或 WebP 图片';

/**
 * How many of `picked` pictures fit beside the `have` already on a form of at most `max`, and the note
 * when some are left out (`noun` names them: 图片, 证明图片).
 */
export function pictureRoom(have: number, picked: number, max: number, noun = '图片') {
  const take = Math.max(0, Math.min(picked, max - have));
  return { take, note: take < picked ? `最多上传${max}张${noun}` : '' };
}
