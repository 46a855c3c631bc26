import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Transit } from '@transitdocs/domain';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { TransitCell } from './transit-cells.tsx';
import {
  TransitContextMenu,
  useTransitActions,
  type ContextMenuTarget,
} from './transit-actions.tsx';
import { TRANSIT_COLUMNS, transitCellValues, type TransitColumnKey } from './transit-values.ts';

const ROW_HEIGHT = 37;

/** A long single value is cut with an ellipsis; the full text shows on hover. */
function titleOf(transit: Transit, key: TransitColumnKey): string | undefined {
  if (key === 'status' || key === 'type') return undefined;
  const values = transitCellValues(transit, key);
  return values.length === 1 && (values[0]?.length ?? 0) > 30 ? values[0] : undefined;
}

/**
 * The dispatcher's table (spec 1 §2): every chosen column, the page padded to `pageSize` rows;
 * double-click (or Enter) opens the transit, right-click (or the context-menu key) its actions.
 */
export function TransitTable({
  rows,
  pageSize,
  hidden,
}: {
  rows: readonly Transit[];
  pageSize: number;
  hidden: ReadonlySet<TransitColumnKey>;
}) {
  const { t } = useTranslation('documents');
  const { actionsOf, openTransit } = useTransitActions();
  const [menu, setMenu] = useState<ContextMenuTarget | null>(null);
  const columns = TRANSIT_COLUMNS.filter((key) => !hidden.has(key));
  const padding = Math.max(0, pageSize - rows.length);

  const openMenu = (transit: Transit) => (event: MouseEvent<HTMLTableRowElement>) => {
    event.preventDefault();
    // The context-menu key gives no pointer position: the menu opens at the row.
    const box = event.currentTarget.getBoundingClientRect();
    const fromKeyboard = event.clientX === 0 && event.clientY === 0;
    setMenu({
      transit,
      top: fromKeyboard ? box.top + box.height : event.clientY,
      left: fromKeyboard ? box.left + 16 : event.clientX,
    });
  };

  const onKeyDown = (transit: Transit) => (event: KeyboardEvent<HTMLTableRowElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      openTransit(transit);
    }
  };

  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary', px: 2, py: 1 }}>
        {t('table.hint')}
      </Typography>
      <TableContainer sx={{ maxHeight: { md: 'calc(100vh - 300px)' }, minHeight: 240 }}>
        <Table size="small" stickyHeader aria-label={t('table.label')}>
          <TableHead>
            <TableRow>
              {columns.map((key) => (
                <TableCell key={key} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  {t(`columns.${key}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((transit) => (
              <TableRow
                key={transit.id}
                hover
                tabIndex={0}
                onDoubleClick={(event) => {
                  // A double click on the number link has opened the transit already.
                  if (event.target instanceof Element && event.target.closest('a')) return;
                  openTransit(transit);
                }}
                onKeyDown={onKeyDown(transit)}
                onContextMenu={openMenu(transit)}
                selected={menu?.transit.id === transit.id}
                sx={{ height: ROW_HEIGHT, cursor: 'pointer' }}
              >
                {columns.map((key) => (
                  <TableCell
                    key={key}
                    title={titleOf(transit, key)}
                    sx={{
                      whiteSpace: 'nowrap',
                      maxWidth: 240,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      py: 0.5,
                    }}
                  >
                    <TransitCell transit={transit} column={key} />
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {Array.from({ length: padding }, (_, index) => (
              <TableRow key={`padding-${index}`} aria-hidden sx={{ height: ROW_HEIGHT }}>
                <TableCell colSpan={columns.length} sx={{ py: 0 }} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TransitContextMenu
        target={menu}
        actions={menu ? actionsOf(menu.transit) : []}
        onClose={() => {
          setMenu(null);
        }}
      />
    </>
  );
}
