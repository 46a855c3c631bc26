import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import {
  createSignatureSurface,
  type SignatureStrokes,
  type SignatureSurface,
} from './signature-surface.ts';

export type SignaturePadFieldProps = {
  /** Receives the pad once it is on screen; the flow asks it for emptiness and the PNG. */
  surfaceRef: RefObject<SignatureSurface | null>;
  /** Already translated error under the pad. */
  error?: string | undefined;
  /** After a stroke or a clear (the flow drops a shown error then). */
  onChange?: () => void;
  /**
   * Keeps the drawing while the pad is off screen (a step back, a code asked again): the pad
   * draws these strokes again when it comes back, and writes them after every stroke, so a code
   * asked again never wipes the signature (docs/decisions/0041-signing-screens.md).
   */
  keptRef?: RefObject<SignatureStrokes | null>;
};

/** The drawing pad with its clear button; touch, pen and mouse draw on it alike. */
export function SignaturePadField({
  surfaceRef,
  error,
  onChange,
  keptRef,
}: SignaturePadFieldProps) {
  const { t } = useTranslation('signing');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const hintId = useId();
  const errorId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return undefined;
    const surface = createSignatureSurface(canvas);
    const kept = keptRef?.current;
    if (kept && kept.length > 0) surface.restore(kept);
    surface.onStroke(() => {
      if (keptRef) keptRef.current = surface.strokes();
      onChangeRef.current?.();
    });
    surfaceRef.current = surface;
    return () => {
      surface.destroy();
      surfaceRef.current = null;
    };
  }, [surfaceRef, keptRef]);

  return (
    <Stack spacing={1}>
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('pad.hint')}
      </Typography>
      <Box
        component="canvas"
        ref={canvasRef}
        role="img"
        aria-label={t('pad.label')}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
        width={600}
        height={260}
        sx={{
          width: '100%',
          height: { xs: 220, sm: 260 },
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : 'grey.400',
          borderRadius: 1,
          bgcolor: 'common.white',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      {error && (
        <FormHelperText id={errorId} error role="alert">
          {error}
        </FormHelperText>
      )}
      <Box>
        <Button
          onClick={() => {
            surfaceRef.current?.clear();
            if (keptRef) keptRef.current = null;
            onChangeRef.current?.();
          }}
          sx={{ minHeight: 48 }}
        >
          {t('pad.clear')}
        </Button>
      </Box>
    </Stack>
  );
}
