import { Button, Flex, Image } from 'antd';
import { adminContactEndpoints } from '@jc/contract';
import { ConsoleUpload } from '@/console-kit';

/** A QR picture, a form's value: a preview and an upload through the contact call. */
export function PictureField({ value, onChange }: { value?: string; onChange?: (next: string) => void }) {
  return (
    <Flex gap={12} align="center">
      {value ? <Image src={value} width={88} height={88} alt="二维码图片" /> : null}
      <ConsoleUpload
        endpoint={adminContactEndpoints.uploadPicture}
        accept="image/jpeg,image/png,image/webp"
        maxSizeMb={10}
        onUploaded={(file) => onChange?.(file.url)}
      >
        <Button>{value ? '更换图片' : '上传图片'}</Button>
      </ConsoleUpload>
    </Flex>
  );
}
