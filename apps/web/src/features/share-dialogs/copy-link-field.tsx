import ContentCopy from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { COPIED_TOOLTIP_MS } from '@transitdocs/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The made link, read-only, with "Copy link" and the spec's "Copied" tooltip for 2 seconds
 * (spec 1 §10). Where the clipboard is refused the link is selected for the user to copy.
 */
export function CopyLinkField({ url, hint }: { url: string; hint?: string }) {
  const { t } = useTranslation('share');
  const inputRef = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state === 'idle') return undefined;
    const timer = setTimeout(() => {
      setState('idle');
    }, COPIED_TOOLTIP_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [state]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      inputRef.current?.focus();
      inputRef.current?.select();
      setState('failed');
    }
  };

  const message =
    state === 'copied' ? t('link.copied') : state === 'failed' ? t('link.copy_failed') : '';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'start' } }}>
      <TextField
        label={t('link.label')}
        value={url}
        inputRef={inputRef}
        helperText={hint}
        fullWidth
        onFocus={(event) => {
          event.target.select();
        }}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Box sx={{ flexShrink: 0 }}>
        <Tooltip
          title={message}
          open={state !== 'idle'}
          placement="top"
          arrow
          describeChild
          disableFocusListener
          disableHoverListener
          disableTouchListener
        >
          <Button
            variant="outlined"
            startIcon={<ContentCopy />}
            onClick={() => void copy()}
            sx={{ minHeight: 56, whiteSpace: 'nowrap', width: { xs: '100%', sm: 'auto' } }}
          >
            {t('link.copy')}
          </Button>
        </Tooltip>
      </Box>
      <Box
        role="status"
        sx={{
          position: 'absolute',
          width: 1,
          height: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {message}
      </Box>
    </Stack>
  );
}
