import { Image, Space, Typography } from 'antd';

/** The pictures of an item under review: thumbnails, each opening the full picture (the group browsable). */
export function ReviewPictures({
  pictures,
  label,
}: {
  pictures: { url: string; thumbUrl: string }[];
  label: string;
}) {
  if (pictures.length === 0) return <Typography.Text type="secondary">无</Typography.Text>;
  return (
    <Image.PreviewGroup>
      <Space wrap>
        {pictures.map((p, i) => (
          <Image
            key={p.url}
            src={p.thumbUrl || p.url}
            preview={{ src: p.url }}
            width={120}
            height={90}
            style={{ objectFit: 'cover' }}
            alt={`${label}${i + 1}`}
          />
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}
