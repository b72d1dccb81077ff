/** The product's name and tagline, used by the title, the login header and the about texts. */
export const APP_NAME = '课本伴学';
export const APP_TAGLINE = '同步教材 · 好好学习每一天';
