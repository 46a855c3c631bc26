import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { REMARK_THUMBNAIL_HEIGHT } from '@transitdocs/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { ResponsiveDialog } from '../../ui/index.ts';
import { fetchRemarkPhoto } from './remarks-api.ts';

/**
 * Where a photo's bytes come from: the server's download route (read with the session token, or
 * a share link's client), or a Blob still on the phone (a queued remark or reservation).
 */
export type PhotoSource = { key: string; load: () => Promise<Blob>; isOnPhone?: boolean };

/** A photo behind a download route, fetched with the session token (a plain `src` lacks it). */
export function serverPhoto(url: string): PhotoSource {
  return { key: url, load: () => fetchRemarkPhoto(url) };
}

/** A photo kept on the phone; `key` names it among the phone's photos. */
export function localPhoto(key: string, blob: Blob): PhotoSource {
  return { key: `local:${key}`, load: () => Promise.resolve(blob), isOnPhone: true };
}

/**
 * A photo loaded once from its source and shown through a blob URL set on the element itself,
 * revoked when the blob changes or the image goes.
 */
function usePhoto(source: PhotoSource, enabled = true) {
  const imageRef = useRef<HTMLImageElement>(null);
  const photo = useQuery({
    queryKey: ['remarks', 'photo', source.key],
    queryFn: source.load,
    staleTime: Infinity,
    // A photo on the phone is read offline too; one from the server may be in the worker's cache.
    networkMode: source.isOnPhone ? 'always' : 'offlineFirst',
    enabled,
  });
  const blob = photo.data;
  useEffect(() => {
    const image = imageRef.current;
    if (!blob || !image) return undefined;
    const url = URL.createObjectURL(blob);
    image.src = url;
    return () => {
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return { imageRef, hasPhoto: blob !== undefined, isError: photo.isError };
}

/** Whether the element has come near the screen yet (always, where the browser cannot tell). */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [isSeen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isSeen || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [isSeen]);
  return { ref, isSeen };
}

type PhotoProps = { photo: PhotoSource; label: string };

/** The photo large, in its own dialog. */
function PhotoDialog({ photo, label, onClose }: PhotoProps & { onClose: () => void }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const { imageRef, hasPhoto } = usePhoto(photo);
  return (
    <ResponsiveDialog open maxWidth="lg" onClose={onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{label}</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {hasPhoto ? (
          <Box
            component="img"
            ref={imageRef}
            alt={label}
            sx={{ maxWidth: '100%', maxHeight: '75vh', objectFit: 'contain' }}
          />
        ) : (
          <Skeleton variant="rectangular" height={300} />
        )}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus sx={{ minHeight: 48 }}>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

/**
 * A 96 px high thumbnail that opens the photo in full resolution; loaded when it is first shown
 * (a thread or list of many photos fetches only those on screen).
 */
export function PhotoThumbnail({ photo, label }: PhotoProps) {
  const { t } = useTranslation('remarks');
  const { ref: thumbnailRef, isSeen } = useSeen<HTMLButtonElement>();
  const { imageRef, hasPhoto, isError } = usePhoto(photo, isSeen);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <ButtonBase
        ref={thumbnailRef}
        aria-label={t('open_photo', { name: label })}
        onClick={() => {
          setIsOpen(true);
        }}
        sx={{
          height: REMARK_THUMBNAIL_HEIGHT,
          minWidth: 48,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        {hasPhoto ? (
          <Box
            component="img"
            ref={imageRef}
            alt={label}
            sx={{ height: REMARK_THUMBNAIL_HEIGHT, width: 'auto', display: 'block' }}
          />
        ) : isError ? (
          <Typography variant="caption" sx={{ px: 1 }}>
            {t('photo_failed')}
          </Typography>
        ) : (
          <Skeleton variant="rectangular" width={REMARK_THUMBNAIL_HEIGHT} height="100%" />
        )}
      </ButtonBase>
      {isOpen && (
        <PhotoDialog
          photo={photo}
          label={label}
          onClose={() => {
            setIsOpen(false);
          }}
        />
      )}
    </>
  );
}
