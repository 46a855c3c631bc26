import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { REMARK_THREAD_MAX_HEIGHT, type DocumentRemark } from '@transitdocs/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { formatDateTime } from '../../ui/index.ts';
import { PhotoThumbnail, serverPhoto } from './photo-thumbnail.tsx';

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
                    photo={serverPhoto(file.photo)}
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
