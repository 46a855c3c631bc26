import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  CONTINUATION_LABELS,
  isTableValue,
  layoutContent,
  layoutLabel,
  PAPER_LAYOUTS,
  type AttachedList,
  type BoxValue,
  type GeneratedDocumentCode,
  type Language,
  type LayoutBox,
  type LayoutData,
  type LayoutLabels,
  type SignerType,
} from '@transitdocs/domain';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import { currentLanguage } from '../../i18n/i18n.ts';

export type PaperViewProps = {
  code: GeneratedDocumentCode;
  documentData: LayoutData | null | undefined;
  /** `auto`: the paper form from the medium breakpoint up, the stacked form below it. */
  variant?: 'auto' | 'paper' | 'stacked';
  /**
   * What a signature box shows (the signing screens put their slot buttons there); without it
   * the box stays empty, as on the editor's preview.
   */
  renderSignature?: SignatureRenderer;
  /** Box numbers on every type, not only the CMR and the WZ (the PS signing screen, spec 2 §2). */
  isNumbered?: boolean;
};

/** Draws the content of the `signer`'s signature box. */
export type SignatureRenderer = (signer: SignerType) => ReactNode;

/** Only the CMR and the WZ print their box numbers (spec 2 §2, printed layouts). */
const NUMBERED: ReadonlySet<GeneratedDocumentCode> = new Set(['CMR', 'WZ']);

/** A length in millimetres of the A4 page, scaled to the paper container's width. */
const mm = (value: number) => `calc(${value} * 100cqw / 210)`;

function boxName(box: LayoutBox, language: Language, isNumbered: boolean): string {
  const label = layoutLabel(box, language);
  return isNumbered && box.number ? `${box.number}. ${label}` : label;
}

function rowsOf(value: BoxValue): string[][] {
  return isTableValue(value) ? value : [];
}

function linesOf(value: BoxValue): string[] {
  return value.filter((entry): entry is string => typeof entry === 'string');
}

/** The CMR prints all three languages; the other forms the reader's language. */
function PaperLabel(props: { labels: LayoutLabels; isTrilingual: boolean; language: Language }) {
  const { labels, isTrilingual, language } = props;
  if (!isTrilingual) return <span>{layoutLabel({ labels }, language)}</span>;
  return (
    <>
      <span lang="pl">{labels.pl}</span>
      {' / '}
      <span lang="en">{labels.en}</span>
      {' / '}
      <span lang="de">{labels.de}</span>
    </>
  );
}

const cellSx = {
  border: '0.5px solid',
  borderColor: 'grey.500',
  padding: `${mm(0.3)} ${mm(0.6)}`,
  lineHeight: 1.1,
  verticalAlign: 'top',
  overflow: 'hidden',
};

/** Type sizes of box values in mm: as the PDF, from 8 pt down to 5.5 pt before anything is cut. */
const VALUE_MM = 2.6;
const TITLE_MM = 3.4;
const MIN_VALUE_MM = 1.9;
const FIT_STEP_MM = 0.1;

/**
 * Lines that wrap and take a smaller type until they fit their box, as the PDF prints them (box 2
 * with several receivers, box 16 with driver and vehicles). The size is measured in the browser,
 * again whenever the sheet changes size.
 */
function FitLines(props: { lines: string[]; isTitle: boolean }) {
  const { lines, isTitle } = props;
  const ref = useRef<HTMLDivElement>(null);
  const text = lines.join('\n');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const fit = () => {
      let size = isTitle ? TITLE_MM : VALUE_MM;
      const apply = () => {
        element.style.fontSize = mm(size);
        element.dataset.fitSize = size.toFixed(1);
      };
      apply();
      while (element.scrollHeight > element.clientHeight + 1 && size > MIN_VALUE_MM) {
        size = Math.max(MIN_VALUE_MM, size - FIT_STEP_MM);
        apply();
      }
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [text, isTitle]);
  return (
    <Box
      ref={ref}
      data-fit-lines=""
      sx={{
        flex: 1,
        minHeight: 0,
        overflow: 'hidden',
        fontSize: mm(isTitle ? TITLE_MM : VALUE_MM),
        fontWeight: isTitle ? 600 : 400,
        lineHeight: 1.18,
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {lines.map((line, index) => (
        <div key={index}>{line}</div>
      ))}
    </Box>
  );
}

function PaperBoxContent(props: {
  box: LayoutBox;
  value: BoxValue;
  isTrilingual: boolean;
  language: Language;
  renderSignature: SignatureRenderer | undefined;
}) {
  const { box, value, isTrilingual, language, renderSignature } = props;
  const label = (labels: LayoutLabels) => (
    <PaperLabel labels={labels} isTrilingual={isTrilingual} language={language} />
  );
  // Column widths as shares of the box, so a table never runs past the box's right edge.
  const columnMm = (box.columns ?? []).reduce((sum, column) => sum + column.w, 0);
  const totalMm = columnMm + (box.kind === 'grid' ? (box.rowLabelWidth ?? 30) : 0);
  const share = (w: number) => `${((w / (totalMm || 1)) * 100).toFixed(3)}%`;
  switch (box.kind) {
    case 'title':
    case 'lines':
    case 'text':
      return <FitLines lines={linesOf(value)} isTitle={box.kind === 'title'} />;
    case 'table':
      return (
        <Box
          component="table"
          sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              {(box.columns ?? []).map((column) => (
                <Box
                  component="th"
                  key={column.id}
                  scope="col"
                  sx={{ ...cellSx, width: share(column.w), fontSize: mm(1.7), fontWeight: 400 }}
                >
                  {column.number ? (
                    <>
                      <strong>{column.number}</strong>{' '}
                    </>
                  ) : null}
                  {label(column.labels)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {rowsOf(value).map((row, rowIndex) => (
              <tr key={rowIndex}>
                {(box.columns ?? []).map((column, index) => (
                  <Box
                    component="td"
                    key={column.id}
                    sx={{ ...cellSx, fontSize: mm(2.4), textAlign: column.align ?? 'left' }}
                  >
                    {row[index] ?? ''}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      );
    case 'grid': {
      const rows = rowsOf(value);
      return (
        <Box
          component="table"
          sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              <Box component="td" sx={{ ...cellSx, width: share(box.rowLabelWidth ?? 30) }} />
              {(box.columns ?? []).map((column) => (
                <Box
                  component="th"
                  key={column.id}
                  scope="col"
                  sx={{ ...cellSx, width: share(column.w), fontSize: mm(1.7), fontWeight: 400 }}
                >
                  {label(column.labels)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {(box.rows ?? []).map((row, rowIndex) => (
              <tr key={row.id}>
                <Box
                  component="th"
                  scope="row"
                  sx={{ ...cellSx, fontSize: mm(1.7), fontWeight: 400, textAlign: 'left' }}
                >
                  {row.number ? (
                    <>
                      <strong>{row.number}</strong>{' '}
                    </>
                  ) : null}
                  {label(row.labels)}
                </Box>
                {(box.columns ?? []).map((column, index) => (
                  <Box
                    component="td"
                    key={column.id}
                    sx={{ ...cellSx, fontSize: mm(2.3), textAlign: column.align ?? 'left' }}
                  >
                    {rows[rowIndex]?.[index] ?? ''}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
      );
    }
    case 'signature':
      // Signatures are drawn here by the signing screens; the box stays empty on the form.
      return (
        <Box
          data-signer={box.signer}
          sx={{ flex: 1, minHeight: mm(12), fontSize: mm(2.4), display: 'flex' }}
        >
          {renderSignature && box.signer ? renderSignature(box.signer) : linesOf(value).join(' ')}
        </Box>
      );
  }
}

type SheetProps = Pick<PaperViewProps, 'code' | 'documentData' | 'renderSignature' | 'isNumbered'>;

/**
 * The lists the form refers to ("see the attached list" in CMR box 2), on a sheet after the form
 * as the PDF prints them on its next page.
 */
function AttachedSheet(props: {
  code: GeneratedDocumentCode;
  attached: AttachedList[];
  language: Language;
  isNumbered: boolean;
  isTrilingual: boolean;
}) {
  const { code, attached, language, isNumbered, isTrilingual } = props;
  const layout = PAPER_LAYOUTS[code];
  return (
    <Box
      className="paper-view-sheet"
      data-attached-sheet=""
      sx={{
        containerType: 'inline-size',
        width: '100%',
        maxWidth: 900,
        mx: 'auto',
        mt: 2,
        bgcolor: 'common.white',
        color: 'common.black',
        boxShadow: 2,
        '@media print': { boxShadow: 'none', maxWidth: 'none', width: '210mm', mt: 0 },
      }}
    >
      <Box sx={{ p: mm(12), fontSize: mm(2.8), lineHeight: 1.18 }}>
        <Box sx={{ fontSize: mm(3.9), mb: mm(3) }}>
          <PaperLabel
            labels={CONTINUATION_LABELS}
            isTrilingual={isTrilingual}
            language={language}
          />
        </Box>
        {attached.map((list) => {
          const box = layout.boxes.find((entry) => entry.id === list.boxId);
          if (!box) return null;
          return (
            <Box
              key={list.boxId}
              role="group"
              aria-label={boxName(box, language, isNumbered)}
              sx={{ mb: mm(3) }}
            >
              <Box sx={{ fontSize: mm(2.5), color: 'grey.800', mb: mm(0.7) }}>
                {isNumbered && box.number ? (
                  <>
                    <strong>{box.number}</strong>{' '}
                  </>
                ) : null}
                <PaperLabel labels={box.labels} isTrilingual={isTrilingual} language={language} />
              </Box>
              {list.lines.map((line, index) => (
                <div key={index}>{line}</div>
              ))}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

function PaperSheet(props: SheetProps) {
  const { code, renderSignature } = props;
  const language = currentLanguage();
  const layout = PAPER_LAYOUTS[code];
  const { values, attached } = layoutContent(code, props.documentData, language);
  const isNumbered = props.isNumbered ?? NUMBERED.has(code);
  const isTrilingual = code === 'CMR';
  return (
    <>
      <Box
        className="paper-view-sheet"
        sx={{
          containerType: 'inline-size',
          width: '100%',
          maxWidth: 900,
          mx: 'auto',
          bgcolor: 'common.white',
          color: 'common.black',
          boxShadow: 2,
          '@media print': { boxShadow: 'none', maxWidth: 'none', width: '210mm' },
        }}
      >
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: `${layout.width} / ${layout.height}`,
          }}
        >
          {layout.boxes.map((box) => (
            <Box
              key={box.id}
              role="group"
              aria-label={boxName(box, language, isNumbered)}
              sx={{
                position: 'absolute',
                left: mm(box.x),
                top: mm(box.y),
                width: mm(box.w),
                height: mm(box.h),
                border: '1px solid',
                borderColor: 'grey.800',
                padding: mm(0.8),
                overflow: 'hidden',
                display: 'flex',
                flexDirection: 'column',
                gap: mm(0.5),
                boxSizing: 'border-box',
              }}
            >
              <Box sx={{ fontSize: mm(1.8), lineHeight: 1.15, color: 'grey.800' }}>
                {isNumbered && box.number ? (
                  <>
                    <strong>{box.number}</strong>{' '}
                  </>
                ) : null}
                <PaperLabel labels={box.labels} isTrilingual={isTrilingual} language={language} />
              </Box>
              <PaperBoxContent
                box={box}
                value={values[box.id] ?? []}
                isTrilingual={isTrilingual}
                language={language}
                renderSignature={renderSignature}
              />
            </Box>
          ))}
        </Box>
      </Box>
      {attached.length > 0 ? (
        <AttachedSheet
          code={code}
          attached={attached}
          language={language}
          isNumbered={isNumbered}
          isTrilingual={isTrilingual}
        />
      ) : null}
    </>
  );
}

/** Below the medium breakpoint: each box as a labelled block, in the layout's order. */
function StackedForm(props: SheetProps) {
  const { code, renderSignature } = props;
  const language = currentLanguage();
  const layout = PAPER_LAYOUTS[code];
  const { values, attached } = layoutContent(code, props.documentData, language);
  const isNumbered = props.isNumbered ?? NUMBERED.has(code);
  const blocks: ReactNode[] = layout.boxes.map((box) => {
    // A list the paper attaches is shown in full where the box is.
    const value = attached.find((list) => list.boxId === box.id)?.lines ?? values[box.id] ?? [];
    const name = boxName(box, language, isNumbered);
    const headingId = `paper-stacked-${code}-${box.id}`;
    let content: ReactNode;
    if (box.kind === 'table') {
      const columns = box.columns ?? [];
      content = rowsOf(value).map((row, index) => (
        <Box
          component="dl"
          key={index}
          sx={{ m: 0, mb: 1, pl: 1, borderLeft: 2, borderColor: 'divider' }}
        >
          {columns.map((column, c) =>
            row[c] ? (
              <Box key={column.id} sx={{ display: 'flex', gap: 1 }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {layoutLabel(column, language)}:
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {row[c]}
                </Box>
              </Box>
            ) : null,
          )}
        </Box>
      ));
    } else if (box.kind === 'grid') {
      const rows = rowsOf(value);
      content = (box.rows ?? []).map((row, index) => {
        const cells = rows[index] ?? [];
        if (!cells.some((cell) => cell !== '')) return null;
        return (
          <Typography key={row.id} variant="body2">
            {layoutLabel(row, language)}:{' '}
            {(box.columns ?? [])
              .map((column, c) => (cells[c] ? `${layoutLabel(column, language)} ${cells[c]}` : ''))
              .filter(Boolean)
              .join(', ')}
          </Typography>
        );
      });
    } else if (box.kind === 'signature') {
      content = (
        <Box
          data-signer={box.signer}
          sx={{
            minHeight: 72,
            display: 'flex',
            border: '1px dashed',
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {renderSignature && box.signer ? renderSignature(box.signer) : null}
        </Box>
      );
    } else {
      content = linesOf(value).map((line, index) => (
        <Typography key={index} variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {line}
        </Typography>
      ));
    }
    return (
      <Box
        key={box.id}
        component="section"
        aria-labelledby={headingId}
        sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography id={headingId} variant="subtitle2" component="h3">
          {name}
        </Typography>
        {content}
      </Box>
    );
  });
  return <Box className="paper-view-stacked">{blocks}</Box>;
}

/**
 * A generated document as the paper form people know: the type's layout boxes positioned in
 * millimetres on an A4 sheet that scales with its container, and printable as it is.
 */
export function PaperView({
  code,
  documentData,
  variant = 'auto',
  renderSignature,
  isNumbered,
}: PaperViewProps) {
  const { t } = useTranslation('document_editor');
  const theme = useTheme();
  const isNarrow = useMediaQuery(theme.breakpoints.down('md'));
  const isStacked = variant === 'stacked' || (variant === 'auto' && isNarrow);
  return (
    <Box role="region" aria-label={t('paper.aria_label', { type: t(`types.${code}`) })}>
      <GlobalStyles
        styles={{
          '@media print': {
            '@page': { size: 'A4', margin: 0 },
            'body *': { visibility: 'hidden' },
            '.paper-view-sheet, .paper-view-sheet *, .paper-view-stacked, .paper-view-stacked *': {
              visibility: 'visible',
            },
            '.paper-view-sheet, .paper-view-stacked': { position: 'absolute', left: 0, top: 0 },
          },
        }}
      />
      {isStacked ? (
        <StackedForm
          code={code}
          documentData={documentData}
          renderSignature={renderSignature}
          isNumbered={isNumbered}
        />
      ) : (
        <PaperSheet
          code={code}
          documentData={documentData}
          renderSignature={renderSignature}
          isNumbered={isNumbered}
        />
      )}
    </Box>
  );
}
