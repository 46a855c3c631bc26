import MoreVert from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { DocumentResponse } from '@transitdocs/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.ts';
import type { RowAction } from './document-groups.ts';
import { documentTypeCode } from './document-type-label.ts';

export type DocumentRowProps = {
  document: DocumentResponse;
  actions: readonly RowAction[];
  isSub?: boolean;
  isSelected: boolean;
  isHighlighted?: boolean;
  /** Left out where nothing is selected (a share link's list): no checkbox then. */
  onSelect?: (isSelected: boolean) => void;
  onAction: (action: RowAction) => void;
  /** Called as the row's menu opens: what its actions will need can start before the choice. */
  onMenuOpen?: () => void;
};

/** One document of the modal: checkbox, name and marks, and its dropdown of row actions. */
export function DocumentRow(props: DocumentRowProps) {
  const { document, actions, isSub = false, isSelected, isHighlighted = false } = props;
  const { onSelect, onAction, onMenuOpen } = props;
  const { t } = useTranslation('documents_modal');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const code = documentTypeCode(document.type);
  const signatures = document.signed_by.length;
  const name = document.name || t(`types.${code}`);
  // Sub-documents often share the main document's name: their controls name the receiver too.
  const label =
    isSub && document.receiver
      ? t('row.sub_document', { name, receiver: document.receiver.name })
      : name;
  return (
    <Box
      data-document-id={document.id}
      tabIndex={isHighlighted ? -1 : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        pl: isSub ? 4 : 0.5,
        pr: 0.5,
        py: 0.5,
        borderLeft: isSub ? 3 : 0,
        borderColor: 'divider',
        bgcolor: isHighlighted ? 'action.selected' : undefined,
      }}
    >
      {onSelect && (
        <Checkbox
          checked={isSelected}
          onChange={(event) => {
            onSelect(event.target.checked);
          }}
          slotProps={{ input: { 'aria-label': t('row.select', { name: label }) } }}
          sx={{ width: 48, height: 48 }}
        />
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{name}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5, alignItems: 'center' }}>
          <Chip size="small" label={t(`types.${code}`)} />
          {document.is_main_document && (
            <Chip size="small" color="primary" label={t('row.main_document')} />
          )}
          {isSub && document.receiver && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('row.receiver', { name: document.receiver.name })}
            </Typography>
          )}
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {signatures > 0 ? t('row.signatures', { count: signatures }) : t('row.not_signed')}
          </Typography>
        </Box>
      </Box>
      <IconButton
        aria-label={t('row.actions', { name: label })}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          onMenuOpen?.();
        }}
        sx={{ width: 48, height: 48 }}
      >
        <MoreVert />
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => {
          setAnchor(null);
        }}
      >
        {actions.map((action) => (
          <MenuItem
            key={action}
            sx={{ minHeight: 48 }}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
          >
            {t(`actions.${action}`)}
          </MenuItem>
        ))}
      </Menu>
    </Box>
  );
}
