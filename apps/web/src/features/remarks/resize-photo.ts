import { fitPhotoSize, REMARK_PHOTO_MAX_SIDE } from '@transitdocs/domain';

/**
 * A picked photo as a PNG at most 900 px on its longer side (spec 2 §7), drawn through a canvas so
 * only the pixels travel (no location metadata). `createImageBitmap` applies the EXIF rotation.
 */
export async function resizePhotoToPng(photo: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  try {
    const size = fitPhotoSize(bitmap.width, bitmap.height, REMARK_PHOTO_MAX_SIDE);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => {
        if (blob) resolve(blob);
        else reject(new Error('The photo could not be encoded'));
      }, 'image/png');
    });
  } finally {
    bitmap.close();
  }
}
