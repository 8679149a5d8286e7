import { notify, usePrivateImage, useTranslation, WIDGETS_NAMESPACE } from '@exchange/shared';
import { UPLOAD_MAX_BYTES } from '@exchange/shared/contract/personal';
import { Box, Button, CircularProgress, Skeleton, Typography } from '@exchange/shared/ui-kit';
import { useEffect, useId, useState, type ChangeEvent, type ReactElement } from 'react';

/** What `common/image_upload` accepts (checked by content on the server, by type here). */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];

export type ImageUploadFieldProps = {
  label: string;
  /** The uploaded image's URL, '' when none. */
  value: string;
  onChange: (url: string) => void;
  /** Marks the field as the one a refused submit pointed at. */
  error?: boolean;
  optional?: boolean;
  testId: string;
  /**
   * Sends the picked file and answers its URL (`common/image_upload` through the area's api
   * client); `onProgress` gets the share sent so far, 0 to 1.
   */
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
};

/**
 * The product's image field (identity, receiving methods, P2P vouchers and appeals). Picks an image, shows it at once and uploads it (`POST common/image_upload`, field `file`);
 * the form keeps the answered URL. While the upload runs a spinner covers the preview; a failed
 * upload keeps the previous image. The share of the file sent so far is shown as it goes.
 * An already uploaded `value` is served to its owner only, so it is fetched with the session
 * (usePrivateImage) while a fresh pick stays a local preview.
 */
export const ImageUploadField = ({
  label,
  value,
  onChange,
  error = false,
  optional = false,
  testId,
  upload,
}: ImageUploadFieldProps): ReactElement => {
  const { t } = useTranslation(WIDGETS_NAMESPACE);
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  /** 0–100 of the file sent; null until the first progress event. */
  const [sent, setSent] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL?.(preview);
    },
    [preview],
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>): Promise<void> => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire a change too.
    event.target.value = '';
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type)) {
      notify.error(t('imageUpload.imageType'));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      notify.error(t('imageUpload.imageSize', { size: UPLOAD_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    const local = typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
    setPreview(local);
    setUploading(true);
    setSent(null);
    try {
      onChange(await upload(file, (fraction) => setSent(Math.round(fraction * 100))));
    } catch {
      // Toasted by the api client; the previous image (if any) stays.
      setPreview(null);
    } finally {
      setUploading(false);
    }
  };

  const saved = usePrivateImage(preview ? null : value);
  const shown = preview ?? saved.src;
  return (
    <Box data-testid={testId} data-uploaded={value ? 'true' : 'false'}>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="body2"
        sx={{ display: 'block', mb: 0.75, color: error ? 'error.main' : 'text.secondary' }}
      >
        {label}
        {optional ? ` (${t('imageUpload.optional')})` : ''}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          maxWidth: 260,
          aspectRatio: '16 / 10',
          border: 1,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1.5,
          overflow: 'hidden',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'action.hover',
        }}
      >
        {shown ? (
          <Box
            component="img"
            src={shown}
            alt={label}
            sx={{ width: '100%', height: '100%', objectFit: 'contain' }}
          />
        ) : saved.status === 'loading' ? (
          <Skeleton
            variant="rectangular"
            width="100%"
            height="100%"
            data-testid={`${testId}-loading`}
          />
        ) : (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ px: 2, textAlign: 'center' }}
            data-testid={saved.status === 'failed' ? `${testId}-unavailable` : undefined}
          >
            {t(saved.status === 'failed' ? 'imageUpload.unavailable' : 'imageUpload.hint')}
          </Typography>
        )}
        {uploading ? (
          <Box
            role="progressbar"
            aria-label={t('imageUpload.uploading')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={sent ?? undefined}
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              flexDirection: 'column',
              gap: 1,
              alignItems: 'center',
              justifyContent: 'center',
              bgcolor: 'rgba(0, 0, 0, 0.45)',
              color: '#fff',
            }}
          >
            <CircularProgress
              size={28}
              color="inherit"
              variant={sent === null ? 'indeterminate' : 'determinate'}
              value={sent ?? 0}
            />
            <Typography variant="caption">
              {t('imageUpload.uploading')}
              {sent === null ? '' : ` ${sent} %`}
            </Typography>
          </Box>
        ) : undefined}
      </Box>
      <Button component="label" variant="outlined" size="small" disabled={uploading} sx={{ mt: 1 }}>
        {t(value ? 'imageUpload.replace' : 'imageUpload.choose')}
        <input
          id={inputId}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => void choose(event)}
          data-testid={`${testId}-input`}
          style={{
            position: 'absolute',
            width: 1,
            height: 1,
            opacity: 0,
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
          }}
        />
      </Button>
    </Box>
  );
};
