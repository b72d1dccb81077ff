const WEEKDAYS = ['日', '一', '二', '三', '四', '五', '六'] as const;

/** `2025年3月7日 星期五`, in the device's local time. */
export function formatChineseDate(date: Date): string {
  return `${date.getFullYear()}年${date.getMonth() + 1}月${date.getDate()}日 星期${WEEKDAYS[date.getDay()]}`;
}

/** A greeting for the hour of the day. */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 5) return '夜深了，早点休息';
  if (hour < 9) return '早上好';
  if (hour < 12) return '上午好';
  if (hour < 14) return '中午好';
  if (hour < 18) return '下午好';
  return '晚上好';
}
