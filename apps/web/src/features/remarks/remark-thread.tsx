import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  REMARK_THREAD_MAX_HEIGHT,
  REMARK_THUMBNAIL_HEIGHT,
  type DocumentRemark,
} from '@transitdocs/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatDateTime, ResponsiveDialog } from '../../ui/index.ts';
import { fetchRemarkPhoto } from './remarks-api.ts';

/**
 * A photo fetched with the session token (a plain `src` would lack the header), shown through a
 * blob URL set on the element itself and revoked when the blob changes or the image goes.
 */
function useRemarkPhoto(photoUrl: string) {
  const imageRef = useRef<HTMLImageElement>(null);
  const photo = useQuery({
    queryKey: ['remarks', 'photo', photoUrl],
    queryFn: () => fetchRemarkPhoto(photoUrl),
    staleTime: Infinity,
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

type PhotoProps = { photoUrl: string; label: string };

/** The photo large, in its own dialog. */
function PhotoDialog({ photoUrl, label, onClose }: PhotoProps & { onClose: () => void }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const { imageRef, hasPhoto } = useRemarkPhoto(photoUrl);
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

/** A 96 px high thumbnail that opens the photo large. */
function PhotoThumbnail({ photoUrl, label }: PhotoProps) {
  const { t } = useTranslation('remarks');
  const { imageRef, hasPhoto, isError } = useRemarkPhoto(photoUrl);
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <ButtonBase
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
          photoUrl={photoUrl}
          label={label}
          onClose={() => {
            setIsOpen(false);
          }}
        />
      )}
    </>
  );
}

/**
 * The remarks of one kind, oldest first, in a box at most 600 px high that scrolls to the newest
 * whenever the thread grows (spec 2 §9).
 */
export function RemarkThread({ remarks, label }: { remarks: DocumentRemark[]; label: string }) {
  const { t } = useTranslation('remarks');
  const listRef = useRef<HTMLUListElement>(null);
  const lastId = remarks.at(-1)?.id;
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lastId]);

  if (remarks.length === 0) {
    return <Typography sx={{ color: 'text.secondary', py: 2 }}>{t('empty')}</Typography>;
  }
  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={label}
      tabIndex={0}
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        maxHeight: REMARK_THREAD_MAX_HEIGHT,
        overflowY: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      {remarks.map((remark) => {
        const author = remark.user || t('unknown_author');
        return (
          <Box
            component="li"
            key={remark.id}
            aria-label={t('remark_by', { author, company: remark.company_name })}
            sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {author}
              </Typography>
              {remark.company_name && (
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {remark.company_name}
                </Typography>
              )}
              <Typography
                component="time"
                dateTime={remark.timestamp}
                variant="body2"
                sx={{ color: 'text.secondary', ml: 'auto' }}
              >
                {formatDateTime(remark.timestamp) || remark.timestamp}
              </Typography>
            </Box>
            {remark.message && (
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 0.5 }}>
                {remark.message}
              </Typography>
            )}
            {remark.files.length > 0 && (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {remark.files.map((file, index) => (
                  <PhotoThumbnail
                    key={file.id}
                    photoUrl={file.photo}
                    label={t('photo_of', { index: index + 1, author })}
                  />
                ))}
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
