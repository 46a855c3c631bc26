import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { PAGER_DEBOUNCE_MS, pageCount } from '@transitdocs/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useOnline } from '../../app/use-online.ts';

export type PagingBarProps = {
  /** Rows of the whole list; before anything is loaded the bar offers 10 pages. */
  count?: number;
  page: number;
  onPageChange: (page: number) => void;
};

/**
 * The pager of a 10-row list: ceil(count/10) pages; a click shows the new page at once but asks
 * for it only after PAGER_DEBOUNCE_MS without another click; disabled while offline (spec 3 §4).
 */
export function PagingBar({ count, page, onPageChange }: PagingBarProps) {
  const { t } = useTranslation('lists');
  const isOnline = useOnline();
  const [shown, setShown] = useState(page);
  const [confirmedPage, setConfirmedPage] = useState(page);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onPageChangeRef = useRef(onPageChange);

  useEffect(() => {
    onPageChangeRef.current = onPageChange;
  }, [onPageChange]);

  // The page may also change from outside (back button, new filters): show that one.
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

  const pages = pageCount(count);
  return (
    <Box
      component="nav"
      aria-label={t('paging.label')}
      sx={{ display: 'flex', justifyContent: 'center', py: 1 }}
    >
      <Pagination
        count={pages}
        page={Math.min(shown, pages)}
        disabled={!isOnline}
        color="primary"
        siblingCount={0}
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
    </Box>
  );
}
