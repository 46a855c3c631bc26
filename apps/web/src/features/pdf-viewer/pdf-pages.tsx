import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { pageClickAt, type PdfPageClick } from '../../ui/pdf/page-click.ts';
import { openPdf, type PDFDocumentProxy } from './pdf-engine.ts';

export type PdfPagesProps = {
  /** The PDF bytes; null while they are being fetched. */
  data: ArrayBuffer | null;
  /** Accessible name of the pages' region, e.g. "Preview: CMR 12". */
  title: string;
  /** Makes every page clickable; gets the page and the position as fractions of the page. */
  onPageClick?: (click: PdfPageClick) => void;
  /** Drawn over page `page` (1-based), absolutely positioned, e.g. a click-to-place marker. */
  overlay?: (page: number) => ReactNode;
};

type LoadState =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pdf: PDFDocumentProxy };

/** Widest a page is drawn when its container has no width yet (e.g. not laid out). */
const FALLBACK_WIDTH = 800;

/** A page is drawn at most this many times its natural size (72 dpi points to CSS px). */
const MAX_SCALE = 2;

/** An A4 page's shape and widest drawing, until a page's own size is known. */
const A4_RATIO = '1 / 1.414';
const A4_MAX_WIDTH = `${String(595 * MAX_SCALE)}px`;

function usePdf(data: ArrayBuffer | null): LoadState {
  // Kept with the bytes it belongs to: new bytes show the loading state until they are open.
  const [loaded, setLoaded] = useState<{
    data: ArrayBuffer;
    pdf: PDFDocumentProxy | null;
  } | null>(null);
  useEffect(() => {
    if (!data) return undefined;
    let isCurrent = true;
    let opened: PDFDocumentProxy | null = null;
    openPdf(data)
      .then((pdf) => {
        opened = pdf;
        if (isCurrent) setLoaded({ data, pdf });
        else void pdf.destroy();
      })
      .catch((error: unknown) => {
        console.error('The PDF could not be displayed', error);
        if (isCurrent) setLoaded({ data, pdf: null });
      });
    return () => {
      isCurrent = false;
      void opened?.destroy();
    };
  }, [data]);
  if (!data || loaded?.data !== data) return { status: 'loading' };
  return loaded.pdf ? { status: 'ready', pdf: loaded.pdf } : { status: 'failed' };
}

type PdfPageProps = {
  pdf: PDFDocumentProxy;
  page: number;
  width: number;
  label: string;
  /** False until the pages before this one are drawn: the first page is never kept waiting. */
  isDue: boolean;
  /** Called once the page is drawn, or has failed to be. */
  onSettled: (page: number) => void;
  onPageClick?: (click: PdfPageClick) => void;
  overlay?: (page: number) => ReactNode;
};

/** One page drawn to a canvas at the display width times the pixel ratio (sharp on phones). */
function PdfPage(props: PdfPageProps) {
  const { pdf, page, width, label, isDue, onSettled, onPageClick, overlay } = props;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [drawing, setDrawing] = useState<'waiting' | 'drawn' | 'failed'>('waiting');
  const onSettledRef = useRef(onSettled);
  useEffect(() => {
    onSettledRef.current = onSettled;
  });

  useEffect(() => {
    if (!isDue) return undefined;
    let isCurrent = true;
    let cancel: (() => void) | null = null;
    // Resolves true once drawn, false when the page left the screen before it was started.
    const draw = async (): Promise<boolean> => {
      const proxy = await pdf.getPage(page);
      const canvas = canvasRef.current;
      if (!isCurrent || !canvas) return false;
      const natural = proxy.getViewport({ scale: 1 });
      const shown = Math.min(width, natural.width * MAX_SCALE);
      const ratio = window.devicePixelRatio || 1;
      const viewport = proxy.getViewport({ scale: (shown / natural.width) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      setSize({ width: shown, height: (shown * natural.height) / natural.width });
      const task = proxy.render({ canvas, viewport });
      cancel = () => {
        task.cancel();
      };
      await task.promise;
      return true;
    };
    draw().then(
      (isDrawn) => {
        if (!isCurrent || !isDrawn) return;
        setDrawing('drawn');
        onSettledRef.current(page);
      },
      (error: unknown) => {
        if (error instanceof Error && error.name === 'RenderingCancelledException') return;
        console.error(`Page ${String(page)} of the PDF could not be drawn`, error);
        if (!isCurrent) return;
        setDrawing('failed');
        onSettledRef.current(page);
      },
    );
    return () => {
      isCurrent = false;
      cancel?.();
    };
  }, [pdf, page, width, isDue]);

  const place = (event: MouseEvent<HTMLElement>) => {
    const click = pageClickAt(
      page,
      event.currentTarget.getBoundingClientRect(),
      event.clientX,
      event.clientY,
    );
    if (click) onPageClick?.(click);
  };
  // Keyboard users place at the page's centre, then may click to refine.
  const placeByKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onPageClick?.({ page, x: 0.5, y: 0.5 });
  };
  const isClickable = onPageClick !== undefined;

  return (
    <Box
      data-pdf-page={page}
      data-drawn={drawing === 'drawn' ? '' : undefined}
      role={isClickable ? 'button' : 'img'}
      aria-label={label}
      aria-busy={drawing === 'waiting'}
      tabIndex={isClickable ? 0 : undefined}
      onClick={isClickable ? place : undefined}
      onKeyDown={isClickable ? placeByKey : undefined}
      sx={{
        position: 'relative',
        width: size ? `${String(size.width)}px` : '100%',
        maxWidth: size ? '100%' : `min(100%, ${A4_MAX_WIDTH})`,
        aspectRatio: size ? `${String(size.width)} / ${String(size.height)}` : A4_RATIO,
        mx: 'auto',
        bgcolor: 'common.white',
        boxShadow: 2,
        cursor: isClickable ? 'crosshair' : undefined,
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {drawing === 'waiting' && (
        // The page's place shimmers until its turn to be drawn comes and it is done.
        <Skeleton
          variant="rectangular"
          aria-hidden
          sx={{ position: 'absolute', inset: 0, height: 'auto', bgcolor: 'grey.100' }}
        />
      )}
      {drawing === 'failed' ? null : (
        <canvas
          ref={canvasRef}
          style={{ position: 'relative', display: 'block', width: '100%', height: '100%' }}
        />
      )}
      {overlay && (
        <Box sx={{ position: 'absolute', inset: 0, pointerEvents: 'none' }}>{overlay(page)}</Box>
      )}
    </Box>
  );
}

/**
 * Every page of a PDF drawn to canvas with pdf.js (loaded on demand, see `pdf-engine.ts`), one
 * under the other, in a region named `title`. Pages are drawn in order, each once the one before
 * is done, so the first page is on screen as soon as it can be whatever the page count. Pages
 * are clickable when `onPageClick` is given.
 */
export function PdfPages({ data, title, onPageClick, overlay }: PdfPagesProps) {
  const { t } = useTranslation('common');
  const state = usePdf(data);
  const regionRef = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  // The highest page drawn (or given up on) with all pages before it, per open document.
  const [settled, setSettled] = useState<{ pdf: PDFDocumentProxy; page: number } | null>(null);

  useEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    // Measured once; a page keeps its drawing when the window changes, the canvas scales.
    const measured = region.clientWidth - 32;
    if (measured > 0) setWidth(measured);
  }, []);

  const count = state.status === 'ready' ? state.pdf.numPages : 0;
  const settledUpTo = state.status === 'ready' && settled?.pdf === state.pdf ? settled.page : 0;
  return (
    <Box
      component="section"
      ref={regionRef}
      aria-label={title}
      aria-busy={state.status === 'loading'}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: 2,
        bgcolor: 'grey.200',
      }}
    >
      {state.status === 'failed' ? (
        <Alert severity="error" role="alert">
          {t('pdf.failed')}
        </Alert>
      ) : state.status === 'loading' ? (
        // The bar moves from the first frame; it lies over the region's edge and the outline
        // holds the first page's place, so nothing moves when the page is drawn.
        <>
          <LinearProgress
            aria-label={t('pdf.loading')}
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
          <Skeleton
            variant="rectangular"
            aria-hidden
            sx={{
              width: '100%',
              maxWidth: A4_MAX_WIDTH,
              mx: 'auto',
              aspectRatio: A4_RATIO,
              height: 'auto',
            }}
          />
        </>
      ) : (
        Array.from({ length: count }, (_, index) => index + 1).map((page) => (
          <PdfPage
            key={page}
            pdf={state.pdf}
            page={page}
            width={width}
            isDue={page <= settledUpTo + 1}
            onSettled={(done) => {
              setSettled((current) =>
                current?.pdf === state.pdf && current.page >= done
                  ? current
                  : { pdf: state.pdf, page: done },
              );
            }}
            label={
              onPageClick ? t('pdf.place_on_page', { page, count }) : t('pdf.page', { page, count })
            }
            onPageClick={onPageClick}
            overlay={overlay}
          />
        ))
      )}
    </Box>
  );
}
