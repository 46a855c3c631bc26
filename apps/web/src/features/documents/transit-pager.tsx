import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { PAGER_DEBOUNCE_MS, pageCount } from '@transitdocs/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useOnline } from '../../app/use-online.ts';

export type TransitPagerProps = {
  count: number | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
};

/**
 * The pager of the documents list (spec 1 §2, §9): previous and next arrows on medium and larger
 * screens, the page shown at once but asked for only PAGER_DEBOUNCE_MS after the last click,
 * and only online.
 */
export function TransitPager({ count, page, pageSize, onPageChange }: TransitPagerProps) {
  const { t } = useTranslation('lists');
  const { t: tDocuments } = useTranslation('documents');
  const theme = useTheme();
  const hasArrows = useMediaQuery(theme.breakpoints.up('md'));
  const isOnline = useOnline();
  const [shown, setShown] = useState(page);
  const [confirmedPage, setConfirmedPage] = useState(page);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onPageChangeRef = useRef(onPageChange);

  useEffect(() => {
    onPageChangeRef.current = onPageChange;
  }, [onPageChange]);

  // The page may change from elsewhere (new filters, another view): show that one.
  if (confirmedPage !== page) {
    setConfirmedPage(page);
    setShown(page);
  }

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  // Before the first answer there is nothing to page through: no made-up page numbers.
  if (count === undefined) return null;
  const pages = pageCount(count, pageSize);
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <Box
      component="nav"
      aria-label={t('paging.label')}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexWrap: 'wrap',
        gap: 1,
        py: 1,
      }}
    >
      <Pagination
        count={pages}
        page={Math.min(shown, pages)}
        disabled={!isOnline}
        color="primary"
        siblingCount={hasArrows ? 1 : 0}
        hidePrevButton={!hasArrows}
        hideNextButton={!hasArrows}
        onChange={(_event, next) => {
          setShown(next);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => {
            onPageChangeRef.current(next);
          }, PAGER_DEBOUNCE_MS);
        }}
        getItemAriaLabel={(type, item, isSelected) => {
          switch (type) {
            case 'page':
              return t(isSelected ? 'paging.current_page' : 'paging.page', { page: item ?? 0 });
            case 'first':
              return t('paging.first');
            case 'last':
              return t('paging.last');
            case 'next':
              return t('paging.next');
            case 'previous':
              return t('paging.previous');
            case 'start-ellipsis':
            case 'end-ellipsis':
              return t('paging.more');
          }
        }}
        sx={{
          '& .MuiPaginationItem-root': { minWidth: { xs: 48, sm: 40 }, height: { xs: 48, sm: 40 } },
        }}
      />
      {count > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {tDocuments('paging.range', { first, last, count })}
        </Typography>
      )}
    </Box>
  );
}
