// Image work of the upload path, in the worker: decode (for the card size check) and recompress.
import { IMAGE_COMPRESSION_QUALITY } from '../../common/uploads';

export interface DecodedImage {
  width: number;
  height: number;
  /** Recompresses at quality 0.7 as `type`; answers the smaller of the result and `original`. */
  compress(original: Blob, type: string): Promise<Blob>;
  close(): void;
}

/** Decodes with createImageBitmap; throws when the bytes are not an image. */
export async function decodeImage(blob: Blob): Promise<DecodedImage> {
  const bitmap = await createImageBitmap(blob);
  return {
    width: bitmap.width,
    height: bitmap.height,
    async compress(original, type) {
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) return original;
      context.drawImage(bitmap, 0, 0);
      // image/jpg is not a type canvases encode: it is jpeg.
      const encoded = await canvas.convertToBlob({ type: type === 'image/jpg' ? 'image/jpeg' : type, quality: IMAGE_COMPRESSION_QUALITY });
      return encoded.size < original.size ? encoded : original;
    },
    close: () => bitmap.close(),
  };
}
