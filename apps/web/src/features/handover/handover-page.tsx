import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { HANDOVER_CODE_LENGTH, type ShareIdentity } from '@transitdocs/domain';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/api-error.ts';
import { Footer } from '../../app/footer.tsx';
import { LanguageSwitcher } from '../../app/language-switcher.tsx';
import { Logo } from '../../app/logo.tsx';
import { useTranslation } from '../../i18n/react.ts';
import { useIdentityFields } from '../share-link/identity-fields.tsx';
import { saveIdentity } from '../share-link/link-identity.ts';
import { shareSignPath } from '../share-link/share-link-paths.ts';
import { claimHandover } from './handover-api.ts';

/** The server's key for a refused code (used, expired, unknown, too many guesses). */
function refusalOf(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return 'too_many_attempts';
    return error.fieldErrors().code?.[0] ?? error.allMessages()[0] ?? 'server_error';
  }
  return 'network_error';
}

/**
 * `/h` and `/h/{code}`: the receiver's own phone at delivery. The QR code on the driver's card
 * opens `/h/{code}` with the code filled in; a phone without a camera types it. On the same
 * screen the receiver says who he is (the link's identity, remembered for the link), so the
 * opening lands on signing his box with nothing asked in between: three screens from the code to
 * the signature (docs/decisions/0124-receiver-hand-over.md).
 */
export function HandoverPage() {
  const { t } = useTranslation('handover');
  const { t: te } = useTranslation('errors');
  const params = useParams();
  const navigate = useNavigate();
  const [code, setCode] = useState(params.code ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isOpening, setIsOpening] = useState(false);
  const identity = useIdentityFields();

  const open = async (typed: string, who: ShareIdentity) => {
    setIsOpening(true);
    setRefusal(null);
    try {
      const link = await claimHandover(typed);
      await saveIdentity(link.token, who);
      await navigate(shareSignPath(link.token, link.document), { replace: true });
    } catch (error) {
      setRefusal(refusalOf(error));
      setIsOpening(false);
    }
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const who = identity.check();
    if (code.trim() === '') {
      setRefusal('field_required');
      return;
    }
    if (who) void open(code, who);
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          minHeight: { xs: 56, sm: 64 },
          px: { xs: 2, sm: 3 },
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <Logo />
        <Box sx={{ flexGrow: 1 }} />
        <LanguageSwitcher />
      </Box>
      <Box
        component="main"
        sx={{ width: '100%', maxWidth: 480, mx: 'auto', px: 2, py: 4, flexGrow: 1 }}
      >
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack component="form" spacing={2} onSubmit={submit} noValidate>
            <Typography variant="h1" sx={{ fontSize: '1.6rem' }}>
              {t('title')}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{t('hint')}</Typography>
            <TextField
              label={t('code')}
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
              }}
              error={refusal !== null}
              helperText={refusal === null ? t('code_hint') : te(refusal)}
              autoComplete="one-time-code"
              autoFocus={!params.code}
              slotProps={{
                htmlInput: {
                  autoCapitalize: 'characters',
                  spellCheck: false,
                  maxLength: HANDOVER_CODE_LENGTH + 4,
                  style: { fontSize: '1.6rem', letterSpacing: '0.2em', fontFamily: 'monospace' },
                },
              }}
            />
            <Typography sx={{ color: 'text.secondary' }}>{t('identity_intro')}</Typography>
            {identity.fields}
            <Button
              type="submit"
              variant="contained"
              disabled={isOpening}
              startIcon={isOpening ? <CircularProgress size={20} color="inherit" /> : undefined}
              sx={{ minHeight: 56, fontSize: '1.1rem' }}
            >
              {isOpening ? t('opening') : t('open')}
            </Button>
            {refusal === 'network_error' && (
              <Alert severity="error" role="alert">
                {te('network_error')}
              </Alert>
            )}
          </Stack>
        </Paper>
      </Box>
      <Footer />
    </Box>
  );
}
