import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isCsvImportFieldKey, type CsvImportResponse } from '@transitdocs/domain';
import { useTranslation } from '../../i18n/react.ts';
import { useTranslateError } from '../../ui/index.ts';

export type CsvImportResultProps = { result: CsvImportResponse; onClose: () => void };

/** Step 3: how many transits and clients were added, and each rejected row with its reason. */
export function CsvImportResult({ result, onClose }: CsvImportResultProps) {
  const { t } = useTranslation('csv_import');
  const { t: tc } = useTranslation('common');
  const translateError = useTranslateError();
  const rejectedRows = new Set(result.errors.map((error) => error.row)).size;
  const fieldLabel = (field: string) =>
    isCsvImportFieldKey(field) ? t(`fields.${field}`) : t('result.whole_row');

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Alert
            severity={result.errors.length === 0 ? 'success' : 'warning'}
            variant="outlined"
            role="status"
          >
            <div>{t('result.added_transits', { number: result.added_transits.length })}</div>
            <div>{t('result.added_clients', { number: result.added_clients.length })}</div>
            {result.errors.length > 0 && (
              <div>{t('result.rejected_rows', { number: rejectedRows })}</div>
            )}
          </Alert>
          {result.added_transits.length > 0 && (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('result.transit_numbers', {
                numbers: result.added_transits.map((transit) => transit.transit_number).join(', '),
              })}
            </Typography>
          )}
          {result.errors.length > 0 && (
            <TableContainer>
              <Table size="small" aria-label={t('result.errors_table')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('result.row')}</TableCell>
                    <TableCell>{t('result.field')}</TableCell>
                    <TableCell>{t('result.reason')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {result.errors.map((error, index) => (
                    <TableRow key={`${String(error.row)}-${error.field}-${String(index)}`}>
                      <TableCell>{error.row}</TableCell>
                      <TableCell>
                        {fieldLabel(error.field)}
                        {error.column && (
                          <Typography variant="body2" color="text.secondary">
                            {t('result.column', { column: error.column })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{translateError(error.message)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} sx={{ minHeight: 48 }} autoFocus>
          {tc('actions.ok')}
        </Button>
      </DialogActions>
    </>
  );
}
