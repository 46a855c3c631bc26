import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../api/http.ts';

/** The texts around a secret, in the caller's namespace. */
export type ShownOnceTexts = {
  title: string;
  once: string;
  label: string;
  copy: string;
  copied: string;
  copyFailed: string;
};

/**
 * A new API key or webhook secret: the server keeps only what it needs, so it is shown this once,
 * with a copy button; the clipboard may be refused, then the field selects it for copying by hand.
 */
export function ShownOnceSecret({ value, texts }: { value: string; texts: ShownOnceTexts }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <Alert severity="success" sx={{ mb: 2, '& .MuiAlert-message': { minWidth: 0, flex: 1 } }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {texts.title}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {texts.once}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField
          label={texts.label}
          value={value}
          fullWidth
          size="small"
          onFocus={(event) => {
            event.target.select();
          }}
          slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
        />
        <Button
          variant="outlined"
          startIcon={<ContentCopy />}
          onClick={() => void copy()}
          sx={{ minHeight: 48, whiteSpace: 'nowrap' }}
        >
          {texts.copy}
        </Button>
      </Stack>
      <Box role="status" sx={{ mt: 0.5 }}>
        {copied === 'copied' ? texts.copied : copied === 'failed' ? texts.copyFailed : ''}
      </Box>
    </Alert>
  );
}

/** The first error key of a refused integrations request (a field's, else the request's). */
export function firstErrorKey(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    const fields = Object.values(error.fieldErrors()).flat();
    return fields[0] ?? error.nonFieldErrors()[0] ?? 'server_error';
  }
  return 'server_error';
}
