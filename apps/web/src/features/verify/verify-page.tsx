import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { VerifyFileResponse } from '@transitdocs/domain';
import type { ChangeEvent } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { useParams } from 'react-router';
import { ApiError } from '../../api/http.ts';
import { formatDateTime } from '../../ui/date-time.ts';
import { checkVerificationFile, getVerification } from './verify-api.ts';

function FileAnswer({ answer }: { answer: VerifyFileResponse }) {
  const { t } = useTranslation('verify');
  if (answer.matches) {
    return (
      <Alert severity="success" role="status">
        {t('file_matches')}
      </Alert>
    );
  }
  const seal = !answer.seal.sealed
    ? t('seal_missing')
    : answer.seal.valid
      ? answer.seal.ours
        ? t('seal_valid_ours')
        : t('seal_valid_other')
      : t('seal_broken');
  return (
    <Alert severity="error" role="status">
      {t('file_does_not_match')} {seal}
    </Alert>
  );
}

/** Public page of the QR code on a sealed PDF: who signed what and when; check a file. */
export function VerifyPage() {
  const { verifyId = '' } = useParams();
  const { t } = useTranslation('verify');
  const { t: tr } = useTranslation('reservations');
  const query = useQuery({
    queryKey: ['verify', verifyId],
    queryFn: () => getVerification(verifyId),
  });
  const check = useMutation({ mutationFn: (file: File) => checkVerificationFile(verifyId, file) });

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) check.mutate(file);
    event.target.value = '';
  };

  if (query.isPending) {
    return (
      <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Container maxWidth="sm" sx={{ py: 4 }}>
        <Alert severity="error">{notFound ? t('not_found') : t('load_failed')}</Alert>
      </Container>
    );
  }
  const { document, signatures, chain_valid: chainValid } = query.data;
  const corrections = query.data.corrections ?? [];
  const versions = query.data.versions ?? [];
  const reservations = query.data.reservations ?? [];
  const checkError =
    check.error instanceof ApiError ? (check.error.fieldErrors().file?.[0] ?? null) : null;
  return (
    <Container maxWidth="md" component="main" sx={{ py: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      <Typography variant="h6" component="p">
        {document.code} · {document.name}
      </Typography>
      <Typography color="text.secondary" gutterBottom>
        {t('transit', { number: document.transit_number })}
      </Typography>
      <Alert severity={chainValid ? 'success' : 'error'} sx={{ my: 2 }}>
        {chainValid ? t('chain_valid') : t('chain_broken')}
      </Alert>
      <Typography variant="h5" component="h2">
        {t('signatures')}
      </Typography>
      <List aria-label={t('signatures')}>
        {signatures.map((s, index) => (
          <ListItem key={`${s.signed_by_type}-${index}`} divider alignItems="flex-start">
            <ListItemText
              primary={`${t(`party.${s.signed_by_type}`, { defaultValue: s.signed_by_type })}: ${[
                s.signer_name,
                s.company_name,
              ]
                .filter(Boolean)
                .join(', ')}`}
              secondary={[
                formatDateTime(s.signed_at) || s.signed_at,
                s.sign_method ? t('method', { method: s.sign_method }) : '',
                s.chain_valid ? t('signature_intact') : t('signature_changed'),
                s.content_sha256 ? `SHA-256 ${s.content_sha256}` : '',
              ]
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
            />
          </ListItem>
        ))}
      </List>
      {corrections.map((c) => (
        <Alert key={c.version} severity="info" sx={{ my: 1 }}>
          {t('corrected', {
            date: formatDateTime(c.corrected_at) || c.corrected_at,
            names: c.approved_by.join(', '),
          })}
          {` ${t('correction_reason', { reason: c.reason, fields: c.fields.join(', ') })}`}
        </Alert>
      ))}
      {versions.length > 0 && (
        <>
          <Typography variant="h5" component="h2">
            {t('versions')}
          </Typography>
          <List aria-label={t('versions')}>
            {versions.map((v) => (
              <ListItem key={v.version} divider>
                <ListItemText
                  primary={t(v.current ? 'version_current' : 'version', { version: v.version })}
                  secondary={`${formatDateTime(v.created_at) || v.created_at} · SHA-256 ${v.content_sha256}`}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      {reservations.length > 0 && (
        <>
          <Typography variant="h5" component="h2">
            {t('reservations')}
          </Typography>
          <List aria-label={t('reservations')}>
            {reservations.map((r, index) => (
              <ListItem key={`${r.chain_sha256}-${index}`} divider alignItems="flex-start">
                <ListItemText
                  primary={`${t('box', { number: r.box_number })}: ${tr(`kinds.${r.kind}`, { defaultValue: r.kind })}${
                    r.text ? ` – ${r.text}` : ''
                  }`}
                  secondary={[
                    [r.by_name, r.company_name].filter(Boolean).join(', '),
                    formatDateTime(r.recorded_at) || r.recorded_at,
                    r.chain_valid ? t('signature_intact') : t('signature_changed'),
                    r.answer
                      ? t(`answer.${r.answer.answer}`, {
                          name: r.answer.by_name,
                          defaultValue: r.answer.answer,
                        })
                      : t('answer.open'),
                    ...r.photos_sha256.map((sha) => `SHA-256 ${sha}`),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
                />
              </ListItem>
            ))}
          </List>
        </>
      )}
      <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h5" component="h2">
          {t('check_file_title')}
        </Typography>
        <Typography color="text.secondary">{t('check_file_hint')}</Typography>
        <Box>
          <Button component="label" variant="contained" disabled={check.isPending}>
            {t('check_file')}
            <input hidden type="file" accept="application/pdf,.pdf" onChange={onFile} />
          </Button>
        </Box>
        {check.isPending && <CircularProgress size={24} aria-label={t('checking')} />}
        {check.data && <FileAnswer answer={check.data} />}
        {check.isError && (
          <Alert severity="error" role="status">
            {checkError ? t(`errors:${checkError}`) : t('check_failed')}
          </Alert>
        )}
      </Box>
    </Container>
  );
}
