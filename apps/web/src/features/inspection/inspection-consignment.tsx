import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EftiInspectionElement } from '@transitdocs/domain';
import { useId, useMemo, type ReactNode } from 'react';
import { groupElements, type InspectionBlock } from './inspection-elements.ts';
import { blockHeading, fieldLabel, formatValue, type ViewTexts } from './inspection-values.ts';

function Block({ block, texts }: { block: InspectionBlock; texts: ViewTexts }) {
  const headingId = useId();
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      sx={{ border: '2px solid #000000', borderRadius: 1, p: { xs: 1.5, sm: 2 }, minWidth: 0 }}
    >
      <Typography id={headingId} variant="h3" component="h3" sx={{ mb: 1 }}>
        {blockHeading(texts, block)}
      </Typography>
      <Box component="dl" sx={{ m: 0 }}>
        {block.rows.map(({ placement, element }) => (
          <Box
            key={element.path}
            data-path={element.path}
            sx={{
              py: 0.75,
              borderTop: '1px solid #333333',
              '&:first-of-type': { borderTop: 0 },
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, 40%) 1fr' },
              columnGap: 2,
            }}
          >
            <Typography component="dt" sx={{ fontWeight: 800, fontSize: '1.125rem' }}>
              {fieldLabel(texts, placement)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
              {formatValue(texts, placement, element)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** A section of the view: a black bar with its title over its content. */
export function InspectionSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography
        id={headingId}
        variant="h2"
        component="h2"
        sx={{ bgcolor: '#000000', color: '#ffffff', px: 1.5, py: 1, borderRadius: 1, mb: 1.5 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Every filled element of the consignment, in sections of a fixed, human order. */
export function InspectionConsignment({
  elements,
  texts,
}: {
  elements: readonly EftiInspectionElement[];
  texts: ViewTexts;
}) {
  const groups = useMemo(() => groupElements(elements), [elements]);
  // Wide, the sections go in pairs (consignor beside consignee, carriers beside vehicles, ...).
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        alignItems: 'start',
      }}
    >
      {groups.map(({ section, blocks }) => (
        <InspectionSection key={section} title={texts.t(`sections.${section}`)}>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {blocks.map((block) => (
              <Block key={block.id} block={block} texts={texts} />
            ))}
          </Box>
        </InspectionSection>
      ))}
    </Box>
  );
}
