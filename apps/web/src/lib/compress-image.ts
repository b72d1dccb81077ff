import { compressionQuality } from '@jc/contract';

/**
 * Compresses a picture before it is uploaded, as the spec says (contract rule image-compression: over
 * 1.5 MB quality 60, over 1 MB 70, over 600 KB 80, smaller unchanged): redrawn upright as a JPEG in the
 * browser. Anything else, a picture the browser cannot decode, or a result no smaller than the original
 * goes up unchanged; the server checks and cleans every file either way.
 */
export async function compressImage(file: Blob): Promise<Blob> {
  const quality = compressionQuality(file.size);
  if (quality === null || !file.type.startsWith('image/')) return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    const jpeg = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality / 100),
    );
    return jpeg && jpeg.size < file.size ? jpeg : file;
  } catch {
    return file;
  }
}
