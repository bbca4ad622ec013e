import Box from '@mui/material/Box';

/** What an empty component shows in the authoring editor (edit mode) instead of nothing. */
export function EditorPlaceholder({ label }: { label: string }) {
  return (
    <Box
      data-brand-placeholder
      sx={{
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'grey.600',
        borderRadius: 1,
        color: 'grey.600',
        bgcolor: 'grey.50',
        px: 3,
        py: 2,
        fontSize: '0.875rem',
        textAlign: 'center',
      }}
    >
      {label}
    </Box>
  );
}
