import HomeWorkIcon from '@mui/icons-material/HomeWork';
import { lazy } from 'react';

export default {
  list: lazy(() => import('./PropertyList.tsx').then((m) => ({ default: m.PropertyList }))),
  icon: HomeWorkIcon,
  recordRepresentation: 'title',
};
