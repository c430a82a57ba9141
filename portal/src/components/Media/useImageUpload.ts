import { useState } from 'react';

import {
  IMAGE_UPLOAD_FAILED,
  imageFailureReason,
  uploadImage,
  type ImagePurpose,
  type UploadedImage,
} from '../../api/uploadImage';
import { toaster } from '../ui/toaster';

/**
 * Sends a picked image to media at once (image files only) and hands over what media kept; a
 * refusal is a toast, the field stays as it was.
 */
export function useImageUpload(purpose: ImagePurpose, onUploaded: (image: UploadedImage) => void) {
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toaster.create({ type: 'error', title: IMAGE_UPLOAD_FAILED, description: 'Escolha um arquivo de imagem.' });
      return;
    }
    setUploading(true);
    try {
      onUploaded(await uploadImage(file, purpose));
    } catch (failure) {
      toaster.create({ type: 'error', title: IMAGE_UPLOAD_FAILED, description: imageFailureReason(failure) });
    } finally {
      setUploading(false);
    }
  };

  return { uploading, upload };
}
