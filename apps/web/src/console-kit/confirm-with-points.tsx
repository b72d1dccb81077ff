import type { ReactNode } from 'react';
import { InputNumber, Space } from 'antd';
import { confirmAction } from './confirm-action';

export interface ConfirmWithPointsOptions {
  title: ReactNode;
  /** The field's name, read by people and by `getByLabel` (发放积分, 奖励积分). */
  label: string;
  /** The points offered at first, and the bounds the server also checks. */
  defaultPoints: number;
  min?: number;
  max: number;
  okText: string;
  /** The action with the points the operator settled on. */
  onOk: (points: number) => Promise<unknown>;
}

/**
 * Asks before an approval that pays points (a teacher's claim, a content-error report): the points
 * are filled in with the usual figure and may be changed within the bounds. Resolves as confirmAction.
 */
export function confirmWithPoints({
  title,
  label,
  defaultPoints,
  min = 1,
  max,
  okText,
  onOk,
}: ConfirmWithPointsOptions): Promise<boolean> {
  let points = defaultPoints;
  return confirmAction({
    title,
    content: (
      <Space orientation="vertical">
        <span>
          {label}（{min}–{max}）
        </span>
        <InputNumber
          aria-label={label}
          min={min}
          max={max}
          precision={0}
          defaultValue={defaultPoints}
          onChange={(v) => {
            if (typeof v === 'number') points = v;
          }}
        />
      </Space>
    ),
    okText,
    onOk: () => onOk(points),
  });
}
