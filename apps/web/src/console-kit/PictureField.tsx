import { useState } from 'react';
import { Button, Flex, Image } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { AnyEndpoint } from '@jc/contract';
import { ConsoleUpload } from './ConsoleUpload';

export interface PictureFieldProps<E extends AnyEndpoint> {
  /** The feature's picture upload endpoint (answers the stored file with its `url`). */
  endpoint: E;
  /** The picture's address, as a form field (Form.Item gives value and onChange). */
  value?: string;
  onChange?: (url: string) => void;
  /** The picture's name for people and screen readers (封面, 配图). */
  label: string;
  maxSizeMb?: number;
}

/**
 * One picture of a record as a form field: its thumbnail, 上传图片 (更换图片 once there is one) through
 * the feature's upload endpoint, and 移除. The field's value is the stored address.
 */
export function PictureField<E extends AnyEndpoint>({
  endpoint,
  value,
  onChange,
  label,
  maxSizeMb = 10,
}: PictureFieldProps<E>) {
  const [busy, setBusy] = useState(false);
  return (
    <Flex gap={12} align="center" wrap>
      {value ? <Image src={value} alt={label} width={96} height={96} style={{ objectFit: 'cover' }} /> : null}
      <ConsoleUpload
        endpoint={endpoint}
        accept="image/jpeg,image/png,image/webp"
        maxSizeMb={maxSizeMb}
        showUploadList={false}
        onBusy={setBusy}
        onUploaded={(answer) => onChange?.((answer as { url: string }).url)}
      >
        <Button icon={<UploadOutlined />} loading={busy}>
          {value ? `更换${label}` : `上传${label}`}
        </Button>
      </ConsoleUpload>
      {value ? (
        <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
          移除
        </Button>
      ) : null}
    </Flex>
  );
}
