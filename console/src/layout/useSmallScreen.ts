import { useMediaQuery, type Theme } from '@mui/material';

/** A phone or a narrow window: lists show a line per record instead of a table that would scroll sideways. */
export const useSmallScreen = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
