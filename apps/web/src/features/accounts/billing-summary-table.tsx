import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatPln, VAT_RATE, type BillingSummary } from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { intlLocale, useIsMobile } from '../../ui/index.ts';

type Line = { key: string; label: string; quantity: number; unitPrice: number; amount: number };

/** The summary line by line: what was counted, at what price, for how much (spec 3 §3). */
export function billingLines(summary: BillingSummary): Omit<Line, 'label'>[] {
  return [
    {
      key: 'documents',
      quantity: summary.count,
      unitPrice: summary.price_per_document,
      amount: summary.price_documents,
    },
    {
      key: 'files',
      quantity: summary.files,
      unitPrice: summary.price_per_file,
      amount: summary.price_files,
    },
    {
      key: 'sms_eu',
      quantity: summary.sms_eu,
      unitPrice: summary.price_per_sms_eu,
      amount: summary.price_sms_eu,
    },
    {
      key: 'sms_non_eu',
      quantity: summary.sms_non_eu,
      unitPrice: summary.price_per_sms_non_eu,
      amount: summary.price_sms_non_eu,
    },
    {
      key: 'sms_uk',
      quantity: summary.sms_uk,
      unitPrice: summary.price_per_sms_uk,
      amount: summary.price_sms_uk,
    },
  ];
}

/** Every field of the billing summary as a table, amounts in PLN with 2 decimals. */
export function BillingSummaryTable({ summary }: { summary: BillingSummary }) {
  const { t, i18n } = useTranslation('accounts');
  const locale = intlLocale(i18n.language);
  const pln = (amount: number) => formatPln(amount, locale);
  const count = new Intl.NumberFormat(locale);
  const vat = Math.round((summary.price_gross - summary.price_net) * 100) / 100;
  const totalSx = { fontWeight: 600 } as const;
  // A phone has no room for four columns: quantity and unit price go under the item's name.
  const isMobile = useIsMobile();
  const sumColumns = isMobile ? 1 : 3;

  return (
    <TableContainer>
      <Table size="small" aria-label={t('billing.table')}>
        <TableHead>
          <TableRow>
            <TableCell sx={totalSx}>{t('billing.item')}</TableCell>
            {!isMobile && (
              <>
                <TableCell sx={totalSx} align="right">
                  {t('billing.quantity')}
                </TableCell>
                <TableCell sx={totalSx} align="right">
                  {t('billing.unit_price')}
                </TableCell>
              </>
            )}
            <TableCell sx={totalSx} align="right">
              {t('billing.amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {billingLines(summary).map((line) => (
            <TableRow key={line.key}>
              <TableCell component="th" scope="row">
                {t(`billing.lines.${line.key}`)}
                {isMobile && (
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t('billing.quantity_times_price', {
                      quantity: count.format(line.quantity),
                      price: pln(line.unitPrice),
                    })}
                  </Typography>
                )}
              </TableCell>
              {!isMobile && (
                <>
                  <TableCell align="right">{count.format(line.quantity)}</TableCell>
                  <TableCell align="right">{pln(line.unitPrice)}</TableCell>
                </>
              )}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {pln(line.amount)}
              </TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" colSpan={sumColumns} sx={totalSx}>
              {t('billing.net')}
            </TableCell>
            <TableCell align="right" sx={totalSx}>
              {pln(summary.price_net)}
            </TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={sumColumns}>
              {t('billing.vat', { rate: Math.round(VAT_RATE * 100) })}
            </TableCell>
            <TableCell align="right">{pln(vat)}</TableCell>
          </TableRow>
          <TableRow>
            <TableCell component="th" scope="row" colSpan={sumColumns} sx={totalSx}>
              {t('billing.gross')}
            </TableCell>
            <TableCell align="right" sx={{ ...totalSx, fontSize: '1.05rem' }}>
              {pln(summary.price_gross)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </TableContainer>
  );
}
