import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useIsMobile } from '../responsive-dialog.tsx';

export type DataTableColumn<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
};

export type DataTableProps<T> = {
  /** Accessible name of the table (or of the card list on a phone). */
  label: string;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
  /** Buttons of one row (edit, delete...); label each with the row, e.g. "Edit Trans-Pol". */
  rowActions?: (row: T) => ReactNode;
  /** Names a card on a phone; the first column by default. */
  cardTitle?: (row: T) => ReactNode;
};

/** A dense table for the dispatcher's wide screen; below 600 px every row is a stacked card. */
export function DataTable<T>(props: DataTableProps<T>) {
  const isMobile = useIsMobile();
  return isMobile ? <CardList {...props} /> : <WideTable {...props} />;
}

function WideTable<T>({ label, columns, rows, getRowId, rowActions }: DataTableProps<T>) {
  const { t } = useTranslation('lists');
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ fontWeight: 600 }}>
                {column.label}
              </TableCell>
            ))}
            {rowActions && (
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {t('row_actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={getRowId(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.key}>{column.render(row)}</TableCell>
              ))}
              {rowActions && (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0 }}>
                  {rowActions(row)}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CardList<T>({ label, columns, rows, getRowId, rowActions, cardTitle }: DataTableProps<T>) {
  const [first, ...rest] = columns;
  const title = cardTitle ?? first?.render;
  const fields = cardTitle ? columns : rest;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Card component="li" key={getRowId(row)} variant="outlined" sx={{ mb: 1 }}>
          <CardContent sx={{ pb: 1 }}>
            {title && (
              <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                {title(row)}
              </Typography>
            )}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1.5,
                rowGap: 0.5,
                m: 0,
                mt: 0.5,
              }}
            >
              {fields.map((column) => (
                <Box key={column.key} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                    {column.label}
                  </Typography>
                  <Typography
                    component="dd"
                    variant="body2"
                    sx={{ m: 0, overflowWrap: 'anywhere' }}
                  >
                    {column.render(row)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </CardContent>
          {rowActions && (
            <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>{rowActions(row)}</CardActions>
          )}
        </Card>
      ))}
    </Box>
  );
}
